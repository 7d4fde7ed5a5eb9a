// The kit's form entry: the product's form layout and form field, antd's text inputs, checkboxes and
// switches (selects and radio groups are in the choice entry). Date pickers and uploads are downloaded when first
// shown.
import { Skeleton } from 'antd';
import type { DatePickerProps, UploadProps } from 'antd';
import { lazyComponent } from './lazy-component';

export { Checkbox, Switch } from 'antd';
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
