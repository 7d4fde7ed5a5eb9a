import type { FormEvent, ReactNode } from 'react';

export interface FormProps {
  /** The form's accessible name. */
  'aria-label'?: string;
  /** Called on submit (the button or Enter); the browser's own validation and page load are left out. */
  onFinish?: () => void;
  children: ReactNode;
}

/**
 * A form laid out as antd's vertical form, without antd's `Form`: the product's screens keep their
 * values in their own state and check them with the rules in `@nurse/domain`, so antd's field store and
 * validator (about 25 KB gzipped, downloaded whole with the kit entry) did nothing for them.
 */
export function Form({ 'aria-label': ariaLabel, onFinish, children }: FormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFinish?.();
  };
  return (
    <form aria-label={ariaLabel} noValidate onSubmit={submit}>
      {children}
    </form>
  );
}
