import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TokenTable } from './TokenTable';

const meta = {
  title: 'Docs/Token table',
  component: TokenTable,
} satisfies Meta<typeof TokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The kit's own theme.css, read as it is shipped (other rules, `.dh-root` say, may set a token of their own). */
export const Theme: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const light = c.getByRole('table', { name: /^light tokens \(:root/ });
    await expect(within(light).getByRole('rowheader', { name: '--dh-accent' })).toBeVisible();
    await expect(within(light).getByRole('rowheader', { name: '--dh-card-w' })).toBeVisible();
  },
};

/** Light and dark read apart: a dark media query's tokens, and a selector naming dark. */
export const LightAndDark: Story = {
  args: {
    css: ':root { --dh-fg: #111; --dh-gap: 4px; }\n@media (prefers-color-scheme: dark) { :root { --dh-fg: #eee; } }\n[data-theme="dark"] { --dh-bg: #000; }',
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('table')).toHaveLength(3);
    const dark = c.getAllByRole('table', { name: /^dark tokens/ });
    await expect(dark).toHaveLength(2);
    await expect(within(dark[0]!).getByRole('cell', { name: '#eee' })).toBeVisible();
    await expect(within(c.getByRole('table', { name: /^light tokens/ })).getByRole('cell', { name: '4px' })).toBeVisible();
  },
};

export const DarkOnly: Story = {
  args: { theme: 'dark', css: ':root { --dh-fg: #111; }' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No dark tokens defined yet/)).toBeVisible();
  },
};
