// The kit's form entry: antd's form, text inputs and checkboxes, and the product's form field (selects
// and radio groups are in the choice entry). Date pickers and uploads are downloaded when first shown.
import { Skeleton } from 'antd';
import type { DatePickerProps, UploadProps } from 'antd';
import { lazyComponent } from './lazy-component';

export { Checkbox, Form, Input } from 'antd';
export type { CheckboxProps, DatePickerProps, FormInstance, FormProps, InputProps, InputRef, UploadFile, UploadProps } from 'antd';
export * from './form-field';

export const DatePicker = lazyComponent<DatePickerProps>(
  () => import('antd/es/date-picker').then((module) => module.default as React.ComponentType<DatePickerProps>),
  <Skeleton.Input active block />,
);
export const Upload = lazyComponent<UploadProps>(
  () => import('antd/es/upload').then((module) => module.default as React.ComponentType<UploadProps>),
  <Skeleton.Button active />,
);
