import { ArrowLeftOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { AnyRecord, RegisteredEntity } from '@aqar/domain/records';
import type { EntityKey } from '@aqar/domain/registry';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Space, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../toast.ts';
import { type TreeNode, resourceClient } from '../../api/resource-client.ts';
import { entityTitle, localName } from '../labels.ts';
import { usePopupStack } from '../popup-stack-context.ts';

const normalize = (text: string) => text.toLocaleLowerCase();

/** Nodes whose code or either name matches, with every ancestor kept so the match stays reachable. */
export const filterTree = (nodes: TreeNode[], search: string): TreeNode[] => {
  if (!search) return nodes;
  const wanted = normalize(search);
  return nodes.flatMap((node) => {
    const children = filterTree(node.children ?? [], search);
    const matches = normalize(`${node.code} ${node.name} ${node.ltnname ?? ''}`).includes(wanted);
    return matches || children.length
      ? [{ ...node, children: matches && !children.length ? (node.children ?? []) : children }]
      : [];
  });
};

const allKeys = (nodes: TreeNode[]): string[] =>
  nodes.flatMap((node) => [node.id, ...allKeys(node.children ?? [])]);

/** The entity each node of a grouped chart opens (its own or the group's), by node id. */
const entitiesOf = (nodes: TreeNode[], found = new Map<string, string>()) => {
  for (const node of nodes) {
    if (node.entity) found.set(node.id, node.entity);
    entitiesOf(node.children ?? [], found);
  }
  return found;
};

/** Antd tree data: each node shows its code and its name in the language. */
export const toTreeData = (nodes: TreeNode[], language: string | undefined): DataNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title: (
      <span className="tree-chart__node">
        <span className="tree-chart__code">{node.code}</span> {localName(node.name, node.ltnname, language)}
      </span>
    ),
    children: toTreeData(node.children ?? [], language),
  }));

/** Expandable chart of a tree entity: search, add a child with its code pre-filled, open a record. */
export const TreeChart = ({ definition }: { definition: RegisteredEntity }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const navigate = useNavigate();
  const popups = usePopupStack();
  const client = useMemo(() => resourceClient(definition), [definition]);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string>();
  const [expanded, setExpanded] = useState<string[]>([]);
  const tree = definition.tree;

  const query = useQuery({
    queryKey: ['tree', definition.key],
    queryFn: ({ signal }) => client.tree(signal),
    meta: { silent: true },
  });

  const visible = useMemo(() => filterTree(query.data ?? [], search.trim()), [query.data, search]);
  const expandedKeys = search.trim() ? allKeys(visible) : expanded;
  // A grouped chart (materials under their groups) opens each node's own card.
  const nodeEntities = useMemo(() => entitiesOf(query.data ?? []), [query.data]);
  const open = (id: string) =>
    popups.open((nodeEntities.get(id) as EntityKey | undefined) ?? definition.key, { id });

  const addChild = async (parentId?: string) => {
    if (!tree) return;
    try {
      const info = await client.nextChildInfo(parentId);
      const initialValues: AnyRecord = {
        [tree.codeField]: info.nextChildCode,
        [tree.parentField]: info.parentId ?? parentId ?? null,
      };
      if (tree.finalField) initialValues[tree.finalField] = info.finalId;
      popups.open(definition.key, {
        initialValues,
        onSaved: () => {
          if (parentId) setExpanded((keys) => (keys.includes(parentId) ? keys : [...keys, parentId]));
        },
      });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.generic'));
    }
  };

  return (
    <section className="tree-chart" aria-labelledby="tree-title">
      <div className="list-screen__titlebar">
        <Button
          type="text"
          icon={<ArrowLeftOutlined className="flip-rtl" aria-hidden />}
          aria-label={t('actions.back')}
          onClick={() => navigate(-1)}
        />
        <h1 id="tree-title" className="list-screen__title">
          {t('menu.chart', { name: entityTitle(t, definition) })}
        </h1>
        <Input.Search
          className="list-screen__search"
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <Space wrap className="list-screen__toolbar">
        {tree && (
          <>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => void addChild()}
              data-testid="tree-add-root"
            >
              {t('tree.addRoot')}
            </Button>
            <Button
              icon={<PlusOutlined aria-hidden />}
              disabled={!selected}
              onClick={() => void addChild(selected)}
              data-testid="tree-add-child"
            >
              {t('tree.addChild')}
            </Button>
          </>
        )}
        <Button
          icon={<EditOutlined aria-hidden />}
          disabled={!selected}
          onClick={() => selected && open(selected)}
          data-testid="tree-open"
        >
          {t('tree.open')}
        </Button>
        <Button
          icon={<ReloadOutlined aria-hidden />}
          aria-label={t('actions.refresh')}
          onClick={() => void query.refetch()}
        />
      </Space>
      {query.error && <Alert type="error" showIcon title={query.error.message} />}
      <Spin spinning={query.isFetching}>
        {visible.length ? (
          <Tree
            className="tree-chart__tree"
            treeData={toTreeData(visible, language)}
            showLine
            blockNode
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpanded(keys as string[])}
            selectedKeys={selected ? [selected] : []}
            onSelect={(keys) => setSelected(keys[0] as string | undefined)}
            onDoubleClick={(_event, node) => open(String(node.key))}
          />
        ) : (
          !query.isFetching && <Empty description={t('tree.empty')} />
        )}
      </Spin>
    </section>
  );
};
