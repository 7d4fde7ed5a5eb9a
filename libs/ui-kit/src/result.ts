// The kit's result entry: antd's full-page outcome (success, error, 404), kept apart from the feedback
// entry so that screens with dialogs and text do not download it.
export { Result } from 'antd';
export type { ResultProps } from 'antd';
