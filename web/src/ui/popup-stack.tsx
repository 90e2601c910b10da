import { type EntityKey, entityByKey } from '@aqar/domain/registry';
import type { RegisteredEntity } from '@aqar/domain/records';
import {
  type ComponentType,
  Fragment,
  type ReactNode,
  Suspense,
  useCallback,
  useMemo,
  useState,
} from 'react';
import type { EntityRow } from '../api/resource-client.ts';
import { RecordForm, type RecordFormProps } from './form/record-form.tsx';
import { type PopupOptions, type PopupStack, PopupStackContext } from './popup-stack-context.ts';

/** What a popup of its own (not the generic record form) is given by the stack. */
export interface PopupScreenProps {
  options: PopupOptions;
  zIndex: number;
  testId: string;
  onClose: () => void;
  onSaved: (row: EntityRow) => void;
}

/** Entities whose popup is a screen of their own (the installment plan), by entity key. */
export type PopupScreens = Partial<Record<EntityKey, ComponentType<PopupScreenProps>>>;

interface OpenPopup {
  uid: number;
  entityKey: EntityKey;
  options: PopupOptions;
}

let nextUid = 1;

/** A popup's form when the app layer renders it (a document's, by its pattern code). */
export type PopupFormRenderer = (
  definition: RegisteredEntity,
  options: PopupOptions,
  props: RecordFormProps,
) => ReactNode | undefined;

/**
 * Popups open by entity key and stack: each one sits above the list modal and the popups before
 * it. An entity of `screens` opens its own screen (the installment plan); `renderForm` may render
 * a popup's form itself (documents with a pattern code); otherwise it is the entity's plain record
 * form.
 */
export const PopupStackProvider = ({
  children,
  screens = {},
  renderForm,
}: {
  children: ReactNode;
  screens?: PopupScreens;
  renderForm?: PopupFormRenderer;
}) => {
  const [popups, setPopups] = useState<OpenPopup[]>([]);

  const open = useCallback((entityKey: EntityKey, options: PopupOptions = {}) => {
    if (!entityByKey(entityKey)) {
      console.error(`No entity '${entityKey}' to open as a popup`);
      return;
    }
    setPopups((current) => [...current, { uid: nextUid++, entityKey, options }]);
  }, []);

  const closeOne = useCallback(
    (uid: number) => setPopups((current) => current.filter((p) => p.uid !== uid)),
    [],
  );

  const value = useMemo<PopupStack>(() => ({ open, depth: popups.length }), [open, popups.length]);

  return (
    <PopupStackContext.Provider value={value}>
      {children}
      {popups.map((popup, index) => {
        const definition = entityByKey(popup.entityKey);
        if (!definition) return null;
        const Screen = screens[popup.entityKey];
        if (Screen)
          return (
            <Suspense key={popup.uid} fallback={null}>
              <Screen
                options={popup.options}
                zIndex={101 + index}
                testId={`popup-${index + 1}`}
                onClose={() => closeOne(popup.uid)}
                onSaved={(row) => {
                  popup.options.onSaved?.(row);
                  closeOne(popup.uid);
                }}
              />
            </Suspense>
          );
        const props: RecordFormProps = {
          definition,
          target: popup.options.id ? { kind: 'id', id: popup.options.id } : { kind: 'new' },
          prefill: popup.options.initialValues,
          prefillComplete: popup.options.complete,
          createPath: popup.options.createPath,
          actions: popup.options.actions,
          pager: false,
          zIndex: 101 + index,
          testId: `popup-${index + 1}`,
          onClose: () => closeOne(popup.uid),
          onSaved: (row) => {
            popup.options.onSaved?.(row);
            closeOne(popup.uid);
          },
        };
        return (
          <Fragment key={popup.uid}>
            {renderForm?.(definition, popup.options, props) ?? <RecordForm {...props} />}
          </Fragment>
        );
      })}
    </PopupStackContext.Provider>
  );
};
