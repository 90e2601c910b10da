import { messages } from '@aqar/domain/messages';
import { pictureMaxBytes } from '@aqar/domain/pictures';
import { registry } from '@aqar/domain/registry';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { testQueryClient, withQueryClient } from '../../test/render-with-providers.tsx';

const client = vi.hoisted(() => ({ list: vi.fn(), upload: vi.fn(), remove: vi.fn(), reorder: vi.fn() }));
vi.mock('../../api/picture-client.ts', () => ({
  pictureClient: client,
  pictureFileUrl: (picture: { id: string }) => `/api/v1/pictures/${picture.id}/file`,
}));

const { PicturesPanel } = await import('./pictures-panel.tsx');

const recordId = '00000000-0000-4000-8000-000000000001';
const picture = (id: string, fileName: string, position: number) => ({
  id,
  entity: 'stores',
  recordId,
  position,
  fileName,
  contentType: 'image/png',
  size: 10,
  sha256: 'a'.repeat(64),
  createdAt: '2026-01-01T00:00:00Z',
});

const renderPanel = (id: string | undefined) => {
  const Wrapper = withQueryClient(testQueryClient());
  return render(
    <Wrapper>
      <App>
        <PicturesPanel definition={registry.stores} recordId={id} zIndex={100} />
      </App>
    </Wrapper>,
  );
};

const choose = (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

beforeEach(() => {
  for (const mock of Object.values(client)) mock.mockReset();
});

describe('PicturesPanel', () => {
  it('asks for the record to be saved first', () => {
    renderPanel(undefined);
    expect(screen.getByText('Save the record to add pictures.')).toBeTruthy();
    expect(client.list).not.toHaveBeenCalled();
  });

  it('shows the empty state, and refuses a file over 10 MB or of another type without sending it', async () => {
    client.list.mockResolvedValue([]);
    renderPanel(recordId);
    await screen.findByTestId('pictures-empty');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: pictureMaxBytes + 1 });
    choose(big);
    expect((await screen.findByTestId('pictures-error')).textContent).toContain(messages.fileTooLarge);
    choose(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await waitFor(() =>
      expect(screen.getByTestId('pictures-error').textContent).toContain(messages.fileType),
    );
    expect(client.upload).not.toHaveBeenCalled();
  });

  it('uploads a file and shows the server refusal in the spec words', async () => {
    client.list.mockResolvedValue([]);
    client.upload.mockRejectedValue(new ApiError(messages.fileType, 415, {}, { file: 'fileType' }));
    renderPanel(recordId);
    await screen.findByTestId('pictures-empty');
    choose(new File(['not really'], 'fake.png', { type: 'image/png' }));
    await waitFor(() => expect(client.upload).toHaveBeenCalledTimes(1));
    expect((await screen.findByTestId('pictures-error')).textContent).toBe(`fake.png: ${messages.fileType}`);
  });

  it('moves a picture later with a button', async () => {
    client.list.mockResolvedValue([picture('p1', 'front.png', 0), picture('p2', 'back.png', 1)]);
    client.reorder.mockResolvedValue([picture('p2', 'back.png', 0), picture('p1', 'front.png', 1)]);
    renderPanel(recordId);
    const later = await screen.findByRole('button', { name: 'Move front.png later' });
    expect(
      (screen.getByRole('button', { name: 'Move front.png earlier' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(later);
    await waitFor(() => expect(client.reorder).toHaveBeenCalledWith('stores', recordId, ['p2', 'p1']));
  });
});
