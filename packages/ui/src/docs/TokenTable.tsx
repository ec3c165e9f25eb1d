/** The tokens page's table: each `--dh-*` token with its value and a swatch (colour) or a bar (size), light and dark. */
import themeCss from '../theme.css?raw';
import { readTokens, type Token, type TokenSet } from './tokens';

export interface TokenTableProps {
  /** The stylesheet to read; the kit's own theme.css by default. */
  css?: string;
  /** Only this theme's tokens; both by default. */
  theme?: 'light' | 'dark';
}

function Sample({ token }: { token: Token }) {
  switch (token.kind) {
    case 'colour':
      return <span aria-hidden="true" style={{ display: 'inline-block', width: 32, height: 20, borderRadius: 4, border: '1px solid #8888', background: token.value }} />;
    case 'size':
      return <span aria-hidden="true" style={{ display: 'inline-block', height: 8, width: token.value, maxWidth: 200, background: '#8888', borderRadius: 2 }} />;
    case 'font':
      return <span style={{ fontFamily: token.value }}>Aa 0123</span>;
    case 'shadow':
      return <span aria-hidden="true" style={{ display: 'inline-block', width: 32, height: 20, borderRadius: 4, boxShadow: token.value }} />;
    default:
      return null;
  }
}

function SetTable({ set }: { set: TokenSet }) {
  return (
    <table aria-label={`${set.theme} tokens (${set.selector})`} style={{ borderCollapse: 'collapse', width: '100%', marginBottom: 24 }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>
        {set.theme === 'light' ? 'Light' : 'Dark'} — <code>{set.selector}</code>
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>Token</th>
          <th scope="col" style={{ textAlign: 'left' }}>Value</th>
          <th scope="col" style={{ textAlign: 'left' }}>Sample</th>
        </tr>
      </thead>
      <tbody>
        {set.tokens.map((t) => (
          <tr key={t.name} data-token={t.name}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}><code>{t.name}</code></th>
            <td><code>{t.value}</code></td>
            <td><Sample token={t} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TokenTable({ css = themeCss, theme }: TokenTableProps) {
  const sets = readTokens(css).filter((s) => !theme || s.theme === theme);
  if (sets.length === 0) return <p>No {theme ?? ''} tokens defined yet.</p>;
  return <div className="dh-token-table">{sets.map((s, i) => <SetTable key={i} set={s} />)}</div>;
}
