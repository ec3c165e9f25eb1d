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
    // Each colour is written once with light-dark(): the dark table shows its second value.
    const dark = c.getByRole('table', { name: /^dark tokens \(:root \(light-dark\)\)/ });
    await expect(within(dark).getByRole('row', { name: /--dh-fg #e8eaef/ })).toBeVisible();
    await expect(within(light).getByRole('row', { name: /--dh-fg #1d2330/ })).toBeVisible();
    await expect(within(dark).queryByRole('rowheader', { name: '--dh-card-w' })).toBeNull();
  },
};

/** A light-dark() value splits into both tables, nested colour functions and all; a plain value stays light. */
export const LightDarkValues: Story = {
  args: {
    css: ':root { --dh-fg: light-dark(#111, #eee); --dh-shadow: 0 1px 2px light-dark(rgb(0 0 0 / 0.2), rgb(0 0 0 / 0.6)); --dh-gap: 4px; }',
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const light = c.getByRole('table', { name: /^light tokens/ });
    const dark = c.getByRole('table', { name: /^dark tokens/ });
    await expect(within(light).getByRole('cell', { name: '#111' })).toBeVisible();
    await expect(within(light).getByRole('cell', { name: '0 1px 2px rgb(0 0 0 / 0.2)' })).toBeVisible();
    await expect(within(dark).getByRole('cell', { name: '#eee' })).toBeVisible();
    await expect(within(dark).getByRole('cell', { name: '0 1px 2px rgb(0 0 0 / 0.6)' })).toBeVisible();
    await expect(within(dark).queryByRole('rowheader', { name: '--dh-gap' })).toBeNull();
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
