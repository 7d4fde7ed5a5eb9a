// The kit's choice entry: selects, auto-complete and radio groups, apart from the form entry because
// they weigh more than the form and its text inputs together, and a shared entry is downloaded whole.
export { AutoComplete, Radio, Select } from 'antd';
export type { AutoCompleteProps, SelectProps } from 'antd';
