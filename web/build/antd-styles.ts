import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert,
  App,
  AutoComplete,
  Badge,
  Button,
  Card,
  Checkbox,
  ColorPicker,
  ConfigProvider,
  DatePicker,
  Drawer,
  Dropdown,
  Empty,
  Form,
  Input,
  InputNumber,
  Menu,
  Modal,
  message,
  notification,
  Pagination,
  Popover,
  Radio,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Tree,
  Typography,
} from 'antd';
import { Fragment, createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { themeConfig } from '../src/app/theme.ts';

/** One of each Ant Design component the app shows, so that each one's styles are generated. */
const everyComponent = (): ReactNode => {
  const items = [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }];
  return h(
    Fragment,
    null,
    h(Button, { type: 'primary' }, 'a'),
    h(Input),
    h(Input.TextArea),
    h(Input.Password),
    h(Input.Search),
    h(InputNumber),
    h(Select, { options: [] }),
    h(AutoComplete),
    h(Checkbox),
    h(Radio),
    h(Switch),
    h(DatePicker),
    h(ColorPicker),
    h(Form, null, h(Form.Item, { label: 'a', required: true }, h(Input))),
    h(Table, {
      columns: [{ title: 'a', dataIndex: 'a', sorter: true }],
      dataSource: [{ key: 1, a: 1 }],
      rowSelection: {},
      size: 'small',
      pagination: { total: 200, showSizeChanger: true },
    }),
    h(Pagination, { total: 200, showSizeChanger: true }),
    h(Tooltip, { title: 'a' }, h('span')),
    h(Tooltip._InternalPanelDoNotUseOrYouWillBeFired, { title: 'a' }),
    h(Popover._InternalPanelDoNotUseOrYouWillBeFired, { content: 'a' }),
    h(Dropdown, { menu: { items } }, h('span')),
    h(Menu, { mode: 'horizontal', items }),
    h(Menu, { mode: 'inline', items }),
    h(Drawer),
    h(Modal._InternalPanelDoNotUseOrYouWillBeFired),
    h(Modal._InternalPanelDoNotUseOrYouWillBeFired, { type: 'confirm' }),
    h(Tabs, { items: [{ key: 'a', label: 'a', children: 'a' }] }),
    h(Tree, { treeData: [] }),
    h(Card, { title: 'a' }),
    h(Alert, { title: 'a' }),
    h(Tag),
    // The preset colours' rules come with the first coloured tag (the form pager's 'New').
    h(Tag, { color: 'green', variant: 'solid' }),
    h(Badge, { count: 1 }),
    h(Space),
    h(Space.Compact),
    h(Spin),
    h(Empty),
    h(Typography.Title),
    h(Typography.Paragraph),
    h(Typography.Text),
    h(message._InternalPanelDoNotUseOrYouWillBeFired),
    h(notification._InternalPanelDoNotUseOrYouWillBeFired),
    h(App),
  );
};

/**
 * The component styles Ant Design would generate in the browser on first use, generated once at
 * build time instead (vite.config.ts). With the app's tokens held in CSS variables, the rules are
 * the same in light and dark mode. A built app tells Ant Design to generate no component styles at
 * all (providers.tsx), so whatever the app shows must be here (antd-styles.test.ts).
 */
export const antdStyles = () => {
  const cache = createCache();
  renderToString(
    h(StyleProvider, { cache }, h(ConfigProvider, { theme: themeConfig('light') }, everyComponent())),
  );
  const css = extractStyle(cache, { plain: true, types: ['style'] });
  if (css.includes('css-dev-only'))
    throw new Error('Ant Design styles must be built with NODE_ENV=production');
  return css;
};
