// The kit's form entry: antd's input controls. Screens import them from here, never from antd.
export { AutoComplete, Checkbox, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
export type { FormInstance, FormProps, InputRef, SelectProps } from 'antd';
