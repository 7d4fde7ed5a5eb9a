/**
 * The few controls this remote needs, as plain elements styled by profile-remote.css in the product's
 * theme. antd is not shared with the shell, and a second copy of it would cost the profile pages about
 * 110 KB gzipped, more than their budget leaves; these cost a few.
 */
import { forwardRef, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

type ButtonVariant = 'primary' | 'default' | 'text' | 'danger';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: ButtonVariant;
  htmlType?: 'button' | 'submit';
  loading?: boolean;
  size?: 'small' | 'middle' | 'large';
  icon?: ReactNode;
}

export function Button({ variant = 'default', htmlType = 'button', loading = false, size = 'middle', icon, className, children, disabled, ...rest }: ButtonProps) {
  const classes = ['pf-btn', `pf-btn--${variant}`, `pf-btn--${size}`, icon && !children ? 'pf-btn--icon' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type={htmlType} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className="pf-spinner pf-spinner--small" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
}

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput({ invalid, className, ...rest }, ref) {
  return (
    <input
      ref={ref}
      className={['pf-input', invalid ? 'pf-input--invalid' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-invalid={invalid || undefined}
      {...rest}
    />
  );
});

export function TextArea({ className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={['pf-input', 'pf-textarea', className ?? ''].filter(Boolean).join(' ')} {...rest} />;
}

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  children?: ReactNode;
}

export function Checkbox({ checked, onChange, disabled, className, children, ...aria }: CheckboxProps) {
  return (
    <label className={['pf-check', disabled ? 'pf-check--disabled' : '', className ?? ''].filter(Boolean).join(' ')}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} {...aria} />
      {children ? <span>{children}</span> : null}
    </label>
  );
}

export interface CheckboxGroupProps {
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Id of the heading or legend that names the group. */
  labelledBy?: string;
}

/** Checkboxes for a list of options; the value keeps the options' order. */
export function CheckboxGroup({ options, value, onChange, labelledBy }: CheckboxGroupProps) {
  return (
    <div className="pf-checks" role="group" aria-labelledby={labelledBy}>
      {options.map((option) => (
        <Checkbox
          key={option}
          checked={value.includes(option)}
          onChange={(checked) => onChange(options.filter((item) => (item === option ? checked : value.includes(item))))}
        >
          {option}
        </Checkbox>
      ))}
    </div>
  );
}

export function Tag({ color, className, children }: { color?: string; className?: string; children: ReactNode }) {
  return <span className={['pf-tag', color ? `pf-tag--${color}` : '', className ?? ''].filter(Boolean).join(' ')}>{children}</span>;
}

export function Alert({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="pf-alert" role="alert">
      <p className="pf-alert__title">{title}</p>
      {description ? <div className="pf-alert__description">{description}</div> : null}
    </div>
  );
}

/** Initials of the first and last name, as in the top bar. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]?.[0], parts[parts.length - 1]?.[0]] : [parts[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

export function Avatar({ src, name, size }: { src?: string | null; name: string; size: number }) {
  return (
    <span className="pf-avatar" style={{ width: size, height: size, fontSize: size / 2.6 }}>
      {src ? <img src={src} alt="" width={size} height={size} /> : <span aria-hidden="true">{initialsOf(name)}</span>}
    </span>
  );
}
