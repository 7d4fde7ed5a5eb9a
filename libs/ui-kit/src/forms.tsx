// The kit's form entry: the form, text inputs, checkboxes and radios, and the product's form field.
// Selects, number inputs, switches, date pickers and uploads are downloaded when first shown.
import { Skeleton } from 'antd';
import type { AutoCompleteProps, DatePickerProps, InputNumberProps, SelectProps, SwitchProps, UploadProps } from 'antd';
import { lazyComponent } from './lazy-component';

export { Checkbox, Form, Input, Radio } from 'antd';
export type {
  AutoCompleteProps,
  CheckboxProps,
  DatePickerProps,
  FormInstance,
  FormProps,
  InputNumberProps,
  InputProps,
  InputRef,
  SelectProps,
  SwitchProps,
  UploadFile,
  UploadProps,
} from 'antd';
export * from './form-field';

const inputPlaceholder = <Skeleton.Input active block />;

export const Select = lazyComponent<SelectProps>(() => import('antd').then((antd) => antd.Select as React.ComponentType<SelectProps>), inputPlaceholder);
export const AutoComplete = lazyComponent<AutoCompleteProps>(
  () => import('antd').then((antd) => antd.AutoComplete as React.ComponentType<AutoCompleteProps>),
  inputPlaceholder,
);
export const InputNumber = lazyComponent<InputNumberProps>(
  () => import('antd').then((antd) => antd.InputNumber as React.ComponentType<InputNumberProps>),
  inputPlaceholder,
);
export const Switch = lazyComponent<SwitchProps>(() => import('antd').then((antd) => antd.Switch), <Skeleton.Button active size="small" />);
export const DatePicker = lazyComponent<DatePickerProps>(
  () => import('antd').then((antd) => antd.DatePicker as React.ComponentType<DatePickerProps>),
  inputPlaceholder,
);
export const Upload = lazyComponent<UploadProps>(
  () => import('antd').then((antd) => antd.Upload as React.ComponentType<UploadProps>),
  <Skeleton.Button active />,
);
