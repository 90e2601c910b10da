import { afterEach, describe, expect, it } from 'vitest';
import { takeServerTicks, watchServerTicks } from './server-ticks.ts';

const serverList = (route: string | undefined) => {
  const root = document.createElement('div');
  root.id = 'root';
  if (route) root.dataset.serverRendered = route;
  root.innerHTML = `<table><thead><tr><th><input type="checkbox" class="data-table__check"></th></tr></thead><tbody>${[
    'a',
    'b',
    'c',
  ]
    .map(
      (id) =>
        `<tr class="data-table__row" data-row-key="${id}"><td><input type="checkbox" class="data-table__check"></td></tr>`,
    )
    .join('')}</tbody></table>`;
  document.body.append(root);
  return root;
};

const tick = (box: HTMLInputElement) => {
  box.checked = !box.checked;
  box.dispatchEvent(new Event('change', { bubbles: true }));
};

afterEach(() => {
  document.getElementById('root')?.remove();
  takeServerTicks('/stores');
});

describe('ticks on a server-rendered list', () => {
  it('are the boxes ticked before and after the watch started, taken once, for their route only', () => {
    const root = serverList('/stores');
    const boxes = [...root.querySelectorAll<HTMLInputElement>('.data-table__row .data-table__check')];
    boxes[0]!.checked = true;
    watchServerTicks();
    tick(boxes[2]!);
    tick(boxes[0]!);
    expect(takeServerTicks('/accounts')).toBeUndefined();
    expect(takeServerTicks('/stores')).toEqual(['c']);
    expect(takeServerTicks('/stores')).toBeUndefined();
    // Not watched any more: the app's own boxes are its business.
    tick(boxes[1]!);
    expect(takeServerTicks('/stores')).toBeUndefined();
  });

  it("take every row when the header's box was ticked", () => {
    const root = serverList('/stores');
    watchServerTicks();
    tick(root.querySelector<HTMLInputElement>('thead .data-table__check')!);
    expect(takeServerTicks('/stores')).toEqual(['a', 'b', 'c']);
  });

  it('are none on a page the app rendered itself', () => {
    serverList(undefined);
    watchServerTicks();
    expect(takeServerTicks('/stores')).toBeUndefined();
  });
});
