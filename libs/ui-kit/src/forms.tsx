// The kit's form entry: the product's form layout and form field, antd's text inputs and checkboxes
// (selects and radio groups are in the choice entry). Date pickers, uploads and switches are downloaded
// when first shown.
import { Skeleton } from 'antd';
import type { DatePickerProps, SwitchProps, UploadProps } from 'antd';
import { lazyComponent } from './lazy-component';

export { Checkbox } from 'antd';
export { default as Input } from 'antd/es/input/Input';
export { default as TextArea } from 'antd/es/input/TextArea';
export type { CheckboxProps, SwitchProps, DatePickerProps, InputProps, InputRef, UploadFile, UploadProps } from 'antd';
export * from './form';
export * from './form-field';

export const DatePicker = lazyComponent<DatePickerProps>(
  () => import('antd/es/date-picker').then((module) => module.default as React.ComponentType<DatePickerProps>),
  <Skeleton.Input active block />,
);
export const Upload = lazyComponent<UploadProps>(
  () => import('antd/es/upload').then((module) => module.default as React.ComponentType<UploadProps>),
  <Skeleton.Button active />,
);

// Only the settings screen shows switches; the form pages (onboarding, profile) do not download them.
export const Switch = lazyComponent<SwitchProps>(
  () => import('antd/es/switch').then((module) => module.default as React.ComponentType<SwitchProps>),
  <Skeleton.Button active size="small" />,
);
