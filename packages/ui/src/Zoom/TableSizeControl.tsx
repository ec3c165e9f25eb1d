/** The table-size control: how big the board draws its cards (table-size.ts), as a row of radio buttons. */
import { useId } from 'react';
import { TABLE_SIZES, type TableSize } from './table-size';
import './Zoom.css';

export interface TableSizeControlProps {
  value: TableSize;
  onChange: (size: TableSize) => void;
}

const LABEL: Record<TableSize, string> = { small: 'Small', medium: 'Medium', large: 'Large', larger: 'Larger' };

export function TableSizeControl({ value, onChange }: TableSizeControlProps) {
  const name = useId();
  return (
    <fieldset className="dh-root dh-table-size">
      <legend>Card size</legend>
      {TABLE_SIZES.map((size) => (
        <label key={size}>
          <input type="radio" name={name} value={size} checked={value === size} onChange={() => onChange(size)} /> {LABEL[size]}
        </label>
      ))}
    </fieldset>
  );
}
