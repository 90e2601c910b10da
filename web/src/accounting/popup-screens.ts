import { installment } from '@aqar/domain/entities/contracts/installment';
import { lazy } from 'react';
import type { PopupScreens } from '../ui/popup-stack.tsx';

/**
 * The popups that are screens of their own, by entity key (spec section 2: popups open by table
 * name, `installment` among them). Each is its own chunk, fetched when first opened.
 */
export const popupScreens: PopupScreens = {
  [installment.key]: lazy(() =>
    import('./installment-popup.tsx').then((module) => ({ default: module.InstallmentPopup })),
  ),
};
