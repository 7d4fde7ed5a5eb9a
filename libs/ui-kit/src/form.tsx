import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';

export interface FormProps {
  /** The form's accessible name. */
  'aria-label'?: string;
  /** Called on submit (the button or Enter); the browser's own validation and page load are left out. */
  onFinish?: () => void;
  /**
   * How many times saving was refused (`useFieldForm`'s `refusals`): each new refusal brings the first
   * refused control into view and focuses it, or, when no control is refused, the form's message.
   */
  refusals?: number;
  children: ReactNode;
}

/** Scrolls to the first control marked invalid in `form` and focuses it; without one, scrolls to its first alert. */
export function showFirstRefusal(form: HTMLFormElement): void {
  const control = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = control ?? form.querySelector<HTMLElement>('[role="alert"]');
  // Centred, so that the field's label above it is in view too.
  target?.scrollIntoView?.({ block: 'center' });
  control?.focus({ preventScroll: true });
}

/**
 * A form laid out as antd's vertical form, without antd's `Form`: the product's screens keep their
 * values in their own state and check them with the rules in `@nurse/domain`, so antd's field store and
 * validator (about 25 KB gzipped, downloaded whole with the kit entry) did nothing for them.
 */
export function Form({ 'aria-label': ariaLabel, onFinish, refusals = 0, children }: FormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals > 0 && formRef.current) showFirstRefusal(formRef.current);
  }, [refusals]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFinish?.();
  };
  return (
    <form ref={formRef} aria-label={ariaLabel} noValidate onSubmit={submit}>
      {children}
    </form>
  );
}
