import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import type { RegisteredEntity } from '@aqar/domain/records';
import type { MessageKey } from '@aqar/domain/messages';
import {
  isInlinePicture,
  pictureAccept,
  pictureMaxBytes,
  picturesPerRecordMax,
  pictureTypes,
} from '@aqar/domain/pictures';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Image, Typography, Upload, type UploadFile } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { type Picture, pictureClient, pictureFileUrl } from '../../api/picture-client.ts';
import { pushKeyHandler } from './key-stack.ts';
import { testIdProps } from '../test-id.ts';

interface PicturesPanelProps {
  definition: RegisteredEntity;
  /** The record's id; undefined while the record is new (pictures need a saved record). */
  recordId: string | undefined;
  /** Above the record form, for the delete confirmation. */
  zIndex: number;
  disabled?: boolean;
}

const fileCodes = new Set<string>(['fileType', 'fileTooLarge', 'tooManyFiles']);

/**
 * The pictures of a record (issue 18): upload with progress, preview, delete and reorder, for any
 * entity whose definition says `pictures: true`. The server checks every file again; what is
 * checked here only spares sending a file that would be refused.
 */
export const PicturesPanel = ({ definition, recordId, zIndex, disabled }: PicturesPanelProps) => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const queryKey = ['pictures', definition.key, recordId];
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const [refusal, setRefusal] = useState<string>();
  const [preview, setPreview] = useState<string>();
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState(false);

  // While the preview or the delete question is open, the keys are theirs: Escape closes them,
  // not the record form beneath. The handler leaves a moment after they close, since React closes
  // them (and would run this cleanup) while the Escape that closed them is still on its way to
  // the window, where the form listens.
  useEffect(() => {
    if (preview === undefined && !confirming) return;
    const pop = pushKeyHandler((event) => {
      if (event.key === 'Escape') setPreview(undefined);
    });
    return () => void setTimeout(pop, 0);
  }, [preview, confirming]);

  const pictures = useQuery({
    queryKey,
    queryFn: () => pictureClient.list(definition.key, recordId as string),
    enabled: recordId !== undefined,
  });
  const shown = pictures.data ?? [];

  if (recordId === undefined)
    return (
      <section className="pictures-panel" aria-label={t('pictures.title')} data-testid="pictures-panel">
        <Typography.Text type="secondary">{t('pictures.saveFirst')}</Typography.Text>
      </section>
    );

  const messageOf = (error: unknown) => {
    if (error instanceof ApiError) {
      const code = error.fieldCodes.file;
      if (code && fileCodes.has(code)) return t(`validation:${code as MessageKey}`);
      return error.message;
    }
    return t('errors.generic');
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const beforeUpload = (file: File, batch: File[]) => {
    setRefusal(undefined);
    let refused: MessageKey | undefined;
    if (file.size > pictureMaxBytes) refused = 'fileTooLarge';
    // Browsers give an empty type for names they do not know; the server then decides by the bytes.
    else if (file.type !== '' && !(pictureTypes as readonly string[]).includes(file.type))
      refused = 'fileType';
    else if (shown.length + uploading.length + batch.indexOf(file) >= picturesPerRecordMax)
      refused = 'tooManyFiles';
    if (!refused) return true;
    setRefusal(`${file.name}: ${t(`validation:${refused}`)}`);
    return Upload.LIST_IGNORE;
  };

  const customRequest: NonNullable<Parameters<typeof Upload>[0]['customRequest']> = ({
    file,
    onProgress,
  }) => {
    const blob = file as File & { uid: string };
    const item: UploadFile = { uid: blob.uid, name: blob.name, status: 'uploading', percent: 0 };
    const update = (change: Partial<UploadFile>) =>
      setUploading((list) => list.map((entry) => (entry.uid === item.uid ? { ...entry, ...change } : entry)));
    setUploading((list) => [...list, item]);
    pictureClient
      .upload(definition.key, recordId, blob, (percent) => {
        update({ percent });
        onProgress?.({ percent });
      })
      .then(async () => {
        await refresh();
        setUploading((list) => list.filter((entry) => entry.uid !== item.uid));
      })
      .catch((error: unknown) => {
        setUploading((list) => list.filter((entry) => entry.uid !== item.uid));
        setRefusal(`${blob.name}: ${messageOf(error)}`);
      });
  };

  const remove = (picture: Picture) =>
    new Promise<boolean>((resolve) => {
      setConfirming(true);
      modal.confirm({
        title: t('pictures.deleteTitle'),
        content: picture.fileName,
        okText: t('actions.delete'),
        cancelText: t('actions.cancel'),
        okButtonProps: { danger: true, ...testIdProps('confirm-ok') },
        zIndex: zIndex + 50,
        afterClose: () => setConfirming(false),
        onOk: async () => {
          try {
            await pictureClient.remove(picture.id);
            await refresh();
            resolve(true);
          } catch (error) {
            setRefusal(messageOf(error));
            resolve(false);
          }
        },
        onCancel: () => resolve(false),
      });
    });

  const move = async (index: number, by: -1 | 1) => {
    const ids = shown.map((picture) => picture.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    setMoving(true);
    try {
      queryClient.setQueryData(queryKey, await pictureClient.reorder(definition.key, recordId, ids));
    } catch (error) {
      setRefusal(messageOf(error));
      await refresh();
    } finally {
      setMoving(false);
    }
  };

  const byUid = new Map(shown.map((picture) => [picture.id, picture]));
  const fileList: UploadFile[] = [
    ...shown.map(
      (picture): UploadFile => ({
        uid: picture.id,
        name: picture.fileName,
        status: 'done',
        url: pictureFileUrl(picture),
        thumbUrl: isInlinePicture(picture.contentType) ? pictureFileUrl(picture) : undefined,
        type: picture.contentType,
      }),
    ),
    ...uploading,
  ];

  return (
    <section className="pictures-panel" aria-labelledby="pictures-panel-title" data-testid="pictures-panel">
      <Typography.Title level={5} id="pictures-panel-title" className="pictures-panel__title">
        {t('pictures.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="pictures-panel__hint">
        {t('pictures.hint')}
      </Typography.Paragraph>
      {refusal && (
        <Alert
          type="error"
          showIcon
          closable={{ 'aria-label': t('actions.close') }}
          onClose={() => setRefusal(undefined)}
          title={refusal}
          className="pictures-panel__alert"
          data-testid="pictures-error"
        />
      )}
      {pictures.isError && <Alert type="error" showIcon title={messageOf(pictures.error)} />}
      <Upload
        listType="picture-card"
        accept={pictureAccept}
        multiple
        disabled={disabled}
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={(file) => {
          const picture = byUid.get(file.uid);
          return picture ? remove(picture) : false;
        }}
        onPreview={(file) => {
          const picture = byUid.get(file.uid);
          if (!picture) return;
          if (isInlinePicture(picture.contentType)) setPreview(pictureFileUrl(picture));
          else window.open(pictureFileUrl(picture), '_blank', 'noopener');
        }}
        showUploadList={{ showPreviewIcon: true, showRemoveIcon: !disabled, showDownloadIcon: false }}
        itemRender={(node, file) => {
          const index = shown.findIndex((picture) => picture.id === file.uid);
          if (index < 0 || disabled) return node;
          return (
            <div className="pictures-panel__item" data-testid="picture-item">
              {node}
              <div className="pictures-panel__moves">
                <Button
                  size="small"
                  type="text"
                  icon={<LeftOutlined aria-hidden className="flip-rtl" />}
                  aria-label={t('pictures.moveEarlier', { name: file.name })}
                  title={t('pictures.moveEarlier', { name: file.name })}
                  disabled={index === 0 || moving}
                  onClick={() => void move(index, -1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<RightOutlined aria-hidden className="flip-rtl" />}
                  aria-label={t('pictures.moveLater', { name: file.name })}
                  title={t('pictures.moveLater', { name: file.name })}
                  disabled={index === shown.length - 1 || moving}
                  onClick={() => void move(index, 1)}
                />
              </div>
            </div>
          );
        }}
      >
        {disabled || fileList.length >= picturesPerRecordMax ? null : (
          <div className="pictures-panel__add" data-testid="pictures-add">
            <PlusOutlined aria-hidden />
            <div>{t('pictures.add')}</div>
          </div>
        )}
      </Upload>
      {pictures.isSuccess && fileList.length === 0 && (
        <Typography.Text type="secondary" data-testid="pictures-empty">
          {t('pictures.empty')}
        </Typography.Text>
      )}
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          alt=""
          preview={{
            open: true,
            src: preview,
            onOpenChange: (open) => !open && setPreview(undefined),
            zIndex: zIndex + 50,
          }}
        />
      )}
    </section>
  );
};
