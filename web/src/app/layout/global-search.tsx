import { SearchOutlined } from '@ant-design/icons';
import type { RegisteredEntity } from '@aqar/domain/records';
import { entities, entityByKey } from '@aqar/domain/registry';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Input } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type Envelope, http } from '../../api/http.ts';
import { resourceClient } from '../../api/resource-client.ts';
import { entityTitle, recordText } from '../../ui/labels.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { menuLeaves } from '../menu.ts';
import type { MenuNode } from '../../ui/menu-node.ts';
import { wantMenuData } from '../../ui/menu-data.ts';

const routed = () =>
  entities.filter((definition): definition is RegisteredEntity & { route: string } => !!definition.route);

/** A hit of `GET /search` (server/src/modules/realty/lease-search.ts). */
interface LeaseHit {
  kind: 'units' | 'contracts' | 'cheques';
  entity: string;
  id: string;
  number: number;
  code: number | null;
  label: string;
  detail: string | null;
}

const normalize = (text: string) => text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * Finds screens by name in the current language, and records by number (go-to) or by name.
 * "stores 12" or "#12" on a list screen opens that record; Ctrl+K focuses the box.
 */
export const GlobalSearch = ({ nodes }: { nodes: MenuNode[] }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim(), 300);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        inputRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const screens = useMemo(
    () => [{ label: t('menu.home'), path: '/', trail: [] as string[] }, ...menuLeaves(nodes)],
    [nodes, t],
  );
  const current = routed().find((definition) => definition.route === location.pathname);

  // "<screen words> <number>" or "#<number>" (on a list screen) goes to that record.
  const goTo = useMemo(() => {
    const match = /^(.*?)\s*#?(\d+)$/.exec(text.trim());
    if (!match) return [];
    const [, words, digits] = match;
    const wanted = normalize(words);
    const definitions = wanted
      ? routed().filter((definition) => normalize(entityTitle(t, definition)).includes(wanted))
      : current
        ? [current]
        : [];
    return definitions.slice(0, 5).map((definition) => ({
      value: `${definition.route}?number=${digits}`,
      label: t('search.goTo', { entity: entityTitle(t, definition), number: digits }),
    }));
  }, [text, current, t]);

  const wantsRecords = debounced.length >= 2 && !/^#?\d+$/.test(debounced);
  const records = useQuery({
    queryKey: ['global-search', debounced, language],
    enabled: wantsRecords,
    meta: { silent: true },
    queryFn: async ({ signal }) => {
      const found = await Promise.all(
        routed().map(async (definition) => {
          try {
            const { rows } = await resourceClient(definition).list(
              { page: 0, pageSize: 5, search: debounced },
              signal,
            );
            return rows.map((row) => ({
              value: `${definition.route}?number=${row.number}`,
              label: `${entityTitle(t, definition)} #${row.number} — ${recordText(definition, row, language)}`,
            }));
          } catch {
            return [];
          }
        }),
      );
      return found.flat().slice(0, 20);
    },
  });

  // Units, contracts and cheques by number, tenant or unit (`GET /search`), numbers included.
  const leases = useQuery({
    queryKey: ['lease-search', debounced, language],
    enabled: debounced.length >= 1,
    meta: { silent: true },
    queryFn: async ({ signal }) => {
      const hits = (
        await http.get<Envelope<LeaseHit[]>>('/search', {
          params: { q: debounced.replace(/^#/, '') },
          signal,
        })
      ).data.data;
      return hits.flatMap((hit) => {
        const definition = entityByKey(hit.entity);
        if (!definition?.route) return [];
        const code = hit.code === null ? '' : `code=${hit.code}&`;
        const title = entityTitle(t, definition);
        return [
          {
            value: `${definition.route}?${code}number=${hit.number}`,
            label: (
              <span data-testid="search-hit" data-kind={hit.kind}>
                {title} {hit.label}
                {hit.detail ? ` — ${hit.detail}` : ''}
              </span>
            ),
          },
        ];
      });
    },
  });

  const wanted = normalize(text.trim());
  const screenOptions = wanted
    ? screens
        .filter(
          (screen) =>
            normalize(screen.label).includes(wanted) ||
            screen.trail.some((part) => normalize(part).includes(wanted)),
        )
        .slice(0, 10)
        .map((screen) => ({ value: screen.path, label: [...screen.trail, screen.label].join(' › ') }))
    : [];

  const options = [
    ...(debounced.length >= 1 && leases.data?.length
      ? [{ label: t('search.leases'), options: leases.data }]
      : []),
    ...(goTo.length ? [{ label: t('search.records'), options: goTo }] : []),
    ...(screenOptions.length ? [{ label: t('search.screens'), options: screenOptions }] : []),
    ...(wantsRecords && records.data?.length ? [{ label: t('search.records'), options: records.data }] : []),
  ];

  return (
    <AutoComplete
      className="global-search"
      options={options}
      value={text}
      onChange={setText}
      onSelect={(value: string) => {
        setText('');
        navigate(value);
      }}
      popupMatchSelectWidth={360}
      notFoundContent={
        wanted ? (records.isFetching || leases.isFetching ? t('picker.loading') : t('search.nothing')) : null
      }
      data-testid="global-search"
    >
      <Input
        ref={(element) => {
          inputRef.current = element?.input ?? null;
        }}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        // The screens it finds include the menu's pattern and report entries.
        onFocus={wantMenuData}
        allowClear
      />
    </AutoComplete>
  );
};
