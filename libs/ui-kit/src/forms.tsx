// The kit's form entry: antd's input controls and the product's form field. Date pickers and uploads
// are downloaded when first shown.
import { Skeleton } from 'antd';
import type { DatePickerProps, UploadProps } from 'antd';
import { lazyComponent } from './lazy-component';

export { AutoComplete, Checkbox, Form, Input, Radio, Select } from 'antd';
export type {
  AutoCompleteProps,
  CheckboxProps,
  DatePickerProps,
  FormInstance,
  FormProps,
  InputProps,
  InputRef,
  SelectProps,
  UploadFile,
  UploadProps,
} from 'antd';
export * from './form-field';

export const DatePicker = lazyComponent<DatePickerProps>(
  () => import('antd').then((antd) => antd.DatePicker as React.ComponentType<DatePickerProps>),
  <Skeleton.Input active block />,
);
export const Upload = lazyComponent<UploadProps>(
  () => import('antd').then((antd) => antd.Upload as React.ComponentType<UploadProps>),
  <Skeleton.Button active />,
);
