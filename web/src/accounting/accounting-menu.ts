import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuContribution } from '../ui/menu-node.ts';
import { useMenuDataWanted } from '../ui/menu-data.ts';
import { patternDocuments } from '@aqar/domain/documents';
import { cheque } from '@aqar/domain/entities/accounting/cheque';
import { deskRoute } from './cheque-desk/desk-api.ts';
import { letterheadRoute } from './settlement/letterhead-route.ts';
import { patternKinds } from './pattern-kinds.ts';
import { patternLabel, usePatternLists } from './patterns.ts';

/**
 * The accounting transactions group: one item per pattern of each document, placed by the
 * document's menu entry (`/bills?code=N`, `/vouchers?code=N`), then the Entries submenu.
 */
export const useAccountingMenu = (): MenuContribution[] => {
  const { t, i18n } = useTranslation('accounting');
  const lists = usePatternLists({ enabled: useMenuDataWanted() });
  return useMemo(() => {
    const items: MenuContribution[] = [];
    for (const { key, menu } of patternDocuments) {
      const { route } = patternKinds[key];
      lists[key].forEach((pattern, index) => {
        const path = `${route}?code=${pattern.code}`;
        items.push({
          group: menu?.group ?? 'accountingTransactions',
          order: (menu?.order ?? 0) * 1000 + index,
          node: { key: path, label: patternLabel(pattern, i18n.language), path },
        });
      });
    }
    // The cheque desk, after the cheque patterns.
    items.push({
      group: cheque.menu?.group ?? 'accountingTransactions',
      order: (cheque.menu?.order ?? 0) * 1000 + 999,
      node: { key: deskRoute, label: t('menu.chequeDesk'), path: deskRoute },
    });
    // The letterhead the clearance letter prints (issue 26).
    items.push({
      group: 'admin',
      order: 900,
      node: { key: letterheadRoute, label: t('menu.letterhead'), path: letterheadRoute },
    });
    items.push({
      group: 'accountingTransactions',
      order: 10_000,
      node: {
        key: 'entries-menu',
        label: t('menu.entries'),
        children: [
          { key: '/entries', label: t('menu.entryList'), path: '/entries' },
          { key: '/create-entry', label: t('menu.createEntry'), path: '/create-entry' },
        ],
      },
    });
    return items;
  }, [lists, t, i18n.language]);
};
