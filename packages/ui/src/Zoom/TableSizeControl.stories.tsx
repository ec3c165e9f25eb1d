import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TableSizeControl } from './TableSizeControl';

const meta = {
  title: 'Table/TableSizeControl',
  component: TableSizeControl,
  args: { value: 'medium', onChange: fn() },
} satisfies Meta<typeof TableSizeControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One radio per size, the current one checked; choosing another reports it (by click, or arrows from the keyboard). */
export const Sizes: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const group = c.getByRole('group', { name: 'Card size' });
    await expect(within(group).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['small', 'medium', 'large', 'larger']);
    await expect(c.getByRole('radio', { name: 'Medium' })).toBeChecked();
    await userEvent.click(c.getByRole('radio', { name: 'Large' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('large');
    c.getByRole('radio', { name: 'Medium' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('small');
  },
};
