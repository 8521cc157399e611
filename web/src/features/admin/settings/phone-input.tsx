import { useLayoutEffect, useRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { formatPhone } from '../../../lib/format';
import { digitsOnly } from './settings-values';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  /** Digits only, as stored. */
  digits: string;
  onDigits: (digits: string) => void;
};

/** formatPhone leaves out a leading country 1: the stored digits that are not on screen. */
const hiddenPrefix = (digits: string, shown: string) => digits.slice(0, digits.length - digitsOnly(shown).length);

/** Where the caret goes in `text` so that `count` digits are before it. */
const caretAfterDigits = (text: string, count: number) => {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text[i]) && ++seen === count) return i + 1;
  }
  return text.length;
};

/**
 * A phone field shown as (XXX) XXX-XXXX and kept as digits (spec section 3). Deleting a bracket,
 * space or hyphen deletes the digit before it, and the caret stays where the person was typing.
 */
export function PhoneInput({ digits, onDigits, ...input }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  // Digits (of the stored value) in front of the caret after the last edit.
  const caret = useRef<number | null>(null);
  const shown = formatPhone(digits);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || caret.current === null || document.activeElement !== element) return;
    const position = caretAfterDigits(shown, caret.current - hiddenPrefix(digits, shown).length);
    element.setSelectionRange(position, position);
    caret.current = null;
  }, [digits, shown]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const hidden = hiddenPrefix(digits, shown);
    let next = hidden + digitsOnly(text);
    let before = hidden.length + digitsOnly(text.slice(0, event.target.selectionStart ?? text.length)).length;
    // Only a separator went: take the digit in front of it instead, as a person expects.
    if (next === digits && text.length < shown.length && before > hidden.length) {
      next = next.slice(0, before - 1) + next.slice(before);
      before -= 1;
    }
    caret.current = before;
    onDigits(next);
  };

  return <input {...input} ref={ref} type="tel" inputMode="tel" value={shown} onChange={change} />;
}
