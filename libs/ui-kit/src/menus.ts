// The kit's menus entry: drop-down menus and tooltips (a message's actions and reactions in a thread),
// apart from the core because few screens show them and a shared entry is downloaded whole.
export { Dropdown, Tooltip } from 'antd';
export type { DropdownProps, MenuProps } from 'antd';
