/**
 * The controls of one move, built from its typed arguments: a number in a small range → one button per number
 * (else a number field); a choice → buttons; a seat → seat buttons; a card or cards → the current selection
 * (made in the Hand or on the table); a pile → pile buttons and "new pile"; text → a field. Submitting calls
 * `onSubmit(name, args)` with the args in the move's order. `disabledReason` disables it and says why.
 */
import { useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FaceDesign, faceLabel } from '../Card';
import type { Faces } from '../types';
import { argValue, argWords, capitalised, isPosition, literal, missing, valueText, words, type MoveBarMove, type UiArgDef, type ValueNames } from './args';
import './MoveBar.css';

export interface PileChoice {
  /** Piles that exist now. */
  existing: number;
  /** Whether a new pile may be started (its index is `existing`). */
  canAdd: boolean;
  /** A pile's name; default "Pile N". */
  label?: (index: number) => string;
  /** The new pile's button; default "New pile". */
  newLabel?: string;
}

export interface MoveBarProps {
  move: MoveBarMove;
  /** The selected card ids (Hand / table), used by `card` and `cards` arguments. */
  selection?: readonly number[];
  /** Why a picked card is not taken by this move (the game's rule), said in place of the hint while one is missing. */
  selectionNote?: string;
  faces?: Faces;
  /** For each `pile` argument (by name): the piles to choose from. */
  piles?: Record<string, PileChoice>;
  /** For `seat` arguments. */
  seats?: readonly { seat: number; name: string }[];
  /** When set, the controls are disabled and this says why (e.g. "Waiting for Bea's turn"). */
  disabledReason?: string;
  /**
   * Whether the form shows `disabledReason` itself (default true). A board that says one reason once for all its
   * closed moves passes false: the form then keeps it only for screen readers, as its description.
   */
  reasonShown?: boolean;
  /**
   * Every legal argument tuple of this move now (the server's legal moves, in declared order): a choice no legal
   * tuple allows, given the choices made before it, is disabled.
   */
  legalArgs?: readonly (readonly unknown[])[];
  /**
   * Take the keyboard focus whenever the move opens (a reflex race's Slap: Space or Enter presses it at once), as a
   * typed answer's field does.
   */
  autoFocus?: boolean;
  /**
   * A text field takes the focus when the move opens, and again whenever this changes while it is open (a race's
   * next round: the answer just given may have opened the next card at once).
   */
  focusKey?: string | number;
  /**
   * The names of an attribute's values (`names:`), by attribute: a number argument declared `of:` one of them offers
   * its values by name ("Ace" … "King" for `of: rank`) and still sends the number.
   */
  valueNames?: Readonly<Record<string, ValueNames>>;
  /** A pile argument's value, when a parent shows the choice elsewhere (a Row's target). */
  onPileChange?: (arg: string, index: number | undefined) => void;
  /**
   * A move whose one argument is a choice of buttons (Bag's "Name a number": 0 … 21) is made by pressing the choice,
   * with no second press on the move's button; one whose argument has a single value (Spades' "Bid nil") shows only
   * its button, which sends it (the board passes this unless the player asked to confirm moves).
   */
  sendOnChoice?: boolean;
  onSubmit: (name: string, args: unknown[]) => void;
}

/** Card and pile arguments have terse names in the YAML (`c`, `p`): say what they are. */
function argTitle(a: UiArgDef): string {
  if (a.type === 'card') return 'Card';
  if (a.type === 'cards') return 'Cards';
  if (a.type === 'pile') return 'Pile';
  // A YAML label is written to be read mid-sentence ("Choose a rank"); as a field's title it starts a line.
  return capitalised(argWords(a));
}

/** Numbers spanning at most this many values get one button each (Bag's 0..21). */
const MAX_BUTTONS = 24;

/**
 * The values an argument is chosen from by pressing one of a few buttons (not typed, not a card picked on the table):
 * undefined when it is not such a choice, or when the values are not known here (seats, piles).
 */
function choiceValues(a: UiArgDef, legalArgs: MoveBarProps['legalArgs']): unknown[] | undefined {
  if (a.type === 'choice') return [...a.values];
  if (a.type !== 'number') return undefined;
  const min = literal(a.min);
  const max = literal(a.max);
  if (min !== undefined && max !== undefined && max - min + 1 <= MAX_BUTTONS) return Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const values = legalArgs ? [...new Set(legalArgs.map((t) => t[0]))] : [];
  return values.length > 0 && values.length <= MAX_BUTTONS ? values : undefined;
}

export function MoveBar({ move, selection = [], selectionNote, faces, piles = {}, seats = [], disabledReason, reasonShown = true, legalArgs, autoFocus, focusKey, valueNames, onPileChange, sendOnChoice = false, onSubmit }: MoveBarProps) {
  const [values, setValues] = useState<Record<string, unknown>>({});
  const design = useContext(FaceDesign);
  const id = useId();
  const label = move.label ?? words(move.name);
  const set = (a: UiArgDef, v: unknown) => {
    setValues((old) => ({ ...old, [a.name]: v }));
    if (a.type === 'pile') onPileChange?.(a.name, v as number | undefined);
  };
  const gaps = move.args.map((a) => missing(a, values[a.name], selection)).filter((m): m is string => Boolean(m));
  // A typed answer (a race's) is one line, like a chat box: the field, its prompt inside it, and Send. Its legend
  // names the move once; a title, a hint and a button saying the same word again would only repeat it.
  const typed = move.args.length === 1 && move.args[0]!.type === 'text';
  const disabled = disabledReason !== undefined;
  // The move's only argument is a choice of buttons: pressing one makes the move; a choice of one value (Spades'
  // "Bid nil", whose bid can only be 0) is no choice, and the move's own button sends that value.
  const only = sendOnChoice && move.args.length === 1 ? choiceValues(move.args[0]!, legalArgs) : undefined;
  const choiceSends = only !== undefined && only.length > 1;
  const single = only?.length === 1 ? only : undefined;
  // A typed answer (a race) is what the player does next the moment it opens: its field takes the focus then.
  const textRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (disabled) return;
    if (textRef.current) textRef.current.focus({ preventScroll: false });
    else if (autoFocus) submitRef.current?.focus({ preventScroll: true });
  }, [disabled, autoFocus, focusKey]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (disabled || (gaps.length && !single)) return;
    // Nothing to choose, and the server offers exactly one tuple (a slap naming its round): send that tuple.
    const fixed = move.args.length === 0 && legalArgs?.length === 1 ? [...legalArgs[0]!] : single;
    onSubmit(move.name, fixed ?? move.args.map((a) => argValue(a, values[a.name], selection)));
    setValues({});
    for (const a of move.args) if (a.type === 'pile') onPileChange?.(a.name, undefined);
  };

  /** The values argument `a` may take, given what is chosen before it (undefined: no legal list to go by). */
  const allowed = (a: UiArgDef): Set<unknown> | undefined => {
    if (!legalArgs) return undefined;
    const at = move.args.indexOf(a);
    const fits = (t: readonly unknown[]) =>
      move.args.slice(0, at).every((b, j) => {
        if (b.type === 'cards') return true;
        const v = b.type === 'card' ? selection[0] : values[b.name];
        return v === undefined || t[j] === v;
      });
    return new Set(legalArgs.filter(fits).map((t) => t[at]));
  };

  const choiceButtons = (a: UiArgDef, options: readonly { value: unknown; text: string; label?: string }[]) => {
    const ok = allowed(a);
    // The move's only argument: the choice is the move (a button that sends says so, not "pressed").
    const sends = choiceSends;
    const choose = (v: unknown) => {
      if (sends) return onSubmit(move.name, [v]);
      set(a, values[a.name] === v ? undefined : v);
    };
    return (
      <div className="dh-movebar-choices" role="group" aria-label={argWords(a)} data-arg={a.name} data-sends={sends || undefined}>
        {options.map((o) => (
          <button key={String(o.value)} type="button" className="dh-btn" {...(sends ? {} : { 'aria-pressed': values[a.name] === o.value })} aria-label={o.label} data-value={JSON.stringify(o.value)} disabled={ok !== undefined && !ok.has(o.value)} onClick={() => choose(o.value)}>
            {o.text}
          </button>
        ))}
      </div>
    );
  };

  const control = (a: UiArgDef) => {
    const field = `${id}-${a.name}`;
    switch (a.type) {
      case 'number': {
        const min = literal(a.min);
        const max = literal(a.max);
        const names = a.of !== undefined ? valueNames?.[a.of] : undefined;
        if (min !== undefined && max !== undefined && max - min + 1 <= MAX_BUTTONS) {
          return choiceButtons(a, Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, text: valueText(a, min + i, names) })));
        }
        // Bounds that depend on the table (Old Maid: a position in the neighbour's fan): the server's legal values,
        // when few, are buttons too — a field to type in would leave the player guessing what is allowed.
        const legal = legalArgs ? [...new Set(legalArgs.map((t) => t[move.args.indexOf(a)]))].filter((v): v is number => typeof v === 'number').sort((x, y) => x - y) : [];
        // A place in a pile reads from 1 (the first card), as players count; the move still gets the rules' value.
        const shift = isPosition(a) ? 1 : 0;
        if (legal.length > 0 && legal.length <= MAX_BUTTONS) return choiceButtons(a, legal.map((v) => ({ value: v, text: valueText(a, v, names) })));
        return (
          <input id={field} data-arg={a.name} className="dh-movebar-input" type="number" inputMode="numeric" step={1} {...(min !== undefined ? { min: min + shift } : {})} {...(max !== undefined ? { max: max + shift } : {})}
            value={typeof values[a.name] === 'number' ? String((values[a.name] as number) + shift) : ''} aria-label={argWords(a)}
            onChange={(e) => set(a, e.target.value === '' ? undefined : Number(e.target.value) - shift)} />
        );
      }
      case 'choice':
        return choiceButtons(a, a.values.map((v) => ({ value: v, text: v })));
      case 'seat':
        return choiceButtons(a, seats.map((s) => ({ value: s.seat, text: s.name })));
      case 'boolean':
        return (
          <label>
            <input type="checkbox" checked={Boolean(values[a.name])} onChange={(e) => set(a, e.target.checked)} /> {argWords(a)}
          </label>
        );
      case 'text':
        return (
          <input ref={textRef} id={field} data-arg={a.name} className="dh-movebar-input" type="text" enterKeyHint="send" autoComplete="off" autoCapitalize="off" spellCheck={false} {...(a.maxLength ? { maxLength: a.maxLength } : {})}
            placeholder={missing(a, undefined, selection)}
            value={typeof values[a.name] === 'string' ? (values[a.name] as string) : ''} aria-label={argWords(a)} onChange={(e) => set(a, e.target.value)} />
        );
      case 'pile': {
        const p = piles[a.name] ?? { existing: 0, canAdd: a.allowNew };
        const name = p.label ?? ((i: number) => `Pile ${i + 1}`);
        const options = Array.from({ length: p.existing }, (_, i) => ({ value: i, text: name(i) }));
        if (p.canAdd) options.push({ value: p.existing, text: p.newLabel ?? 'New pile' });
        return choiceButtons(a, options);
      }
      case 'card':
      case 'cards': {
        // Named as the card says itself: its designed face's words ("8 of hearts") where the game designs one.
        const chosen = selection.map((c) => (faces?.[c] ? design?.(faces[c]!)?.speak ?? faceLabel(faces[c]!) : `card ${c}`));
        return <span className="dh-movebar-hint">{chosen.length ? chosen.join('; ') : a.type === 'card' ? 'no card selected' : 'no cards selected'}</span>;
      }
    }
  };

  return (
    <form onSubmit={submit} aria-label={label} data-move={move.name}>
      <fieldset className="dh-movebar" disabled={disabled} aria-describedby={`${id}-status`}>
        <legend>{label}</legend>
        {/* A move that is not open now shows only its name and why: its controls would only take room. */}
        {!disabled && !typed && !single && move.args.map((a) => (
          <div className="dh-movebar-arg" key={a.name}>
            <span className="dh-movebar-arg-name" aria-hidden="true">{argTitle(a)}</span>
            {control(a)}
          </div>
        ))}
        <div className={typed ? 'dh-movebar-footer dh-movebar-typed' : 'dh-movebar-footer'}>
          {!disabled && typed && control(move.args[0]!)}
          {/* Where pressing a choice makes the move, there is no second button to press. */}
          {!(choiceSends && !disabled) && (
            <button ref={submitRef} type="submit" className="dh-btn dh-btn-primary" disabled={disabled || (gaps.length > 0 && !single)}>
              {typed ? 'Send' : label}
            </button>
          )}
          {disabled && !reasonShown ? (
            <span id={`${id}-status`} className="dh-visually-hidden">{disabledReason}</span>
          ) : (
            // A typed answer's prompt is in its field: the status line speaks only when there is something else to say.
            <span id={`${id}-status`} className={disabled ? 'dh-movebar-reason' : typed ? 'dh-visually-hidden' : 'dh-movebar-hint'} role="status">
              {disabled ? disabledReason : typed ? '' : gaps.length && !single ? selectionNote ?? gaps[0] : ''}
            </span>
          )}
        </div>
      </fieldset>
    </form>
  );
}
