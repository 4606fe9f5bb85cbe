import { type ChangeEvent, type Ref, useCallback, useState } from 'react';

type Element = HTMLInputElement | HTMLTextAreaElement;
type CountedProps<E extends Element> = {
  maxLength?: number;
  onChange?: (event: ChangeEvent<E>) => void;
  ref?: Ref<E>;
};

// Counts characters of an uncontrolled (react-hook-form) field, so the limit shows before it is hit.
export function useCharCount<E extends Element>({ maxLength, onChange, ref }: CountedProps<E>) {
  const [length, setLength] = useState(0);
  const countedRef = useCallback(
    (element: E | null) => {
      if (typeof ref === 'function') ref(element);
      else if (ref) (ref as { current: E | null }).current = element;
      // react-hook-form writes the default value while registering, so read it afterwards.
      if (element) setLength(element.value.length);
    },
    [ref],
  );
  const countedChange = (event: ChangeEvent<E>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };
  return { length, ref: maxLength ? countedRef : ref, onChange: maxLength ? countedChange : onChange };
}

// Shown from 80% of the limit on, so short fields do not fill the form with numbers.
export function isNearLimit(length: number, maxLength: number | undefined): maxLength is number {
  return maxLength !== undefined && length >= maxLength * 0.8;
}
