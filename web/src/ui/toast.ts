import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Two toast groups (spec section 9): form toasts top-right, light, 5000 ms; the other group
 * top-centre, 3000 ms. The instances come from the providers so they follow theme and direction.
 */
let formGroup: NotificationInstance | undefined;
let messageGroup: MessageInstance | undefined;

export const bindToasts = (forms: NotificationInstance, messages: MessageInstance) => {
  formGroup = forms;
  messageGroup = messages;
};

type Kind = 'success' | 'error' | 'warning' | 'info';

// A sticky toast stays until closed (the installment popup's refusals, spec section 8).
const formToast =
  (kind: Kind) =>
  (text: string, options: { sticky?: boolean } = {}) =>
    formGroup?.[kind]({
      title: text,
      placement: 'topRight',
      duration: options.sticky ? 0 : 5,
      className: `toast-${kind}`,
    });

const messageToast = (kind: Kind) => (text: string) =>
  messageGroup?.open({ type: kind, content: text, duration: 3, className: `toast-${kind}` });

export const toast = {
  form: {
    success: formToast('success'),
    error: formToast('error'),
    warning: formToast('warning'),
    info: formToast('info'),
  },
  success: messageToast('success'),
  error: messageToast('error'),
  warning: messageToast('warning'),
  info: messageToast('info'),
};
