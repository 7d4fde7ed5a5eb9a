// The session slice belongs to the host store that the shell shares with the remotes' own pages and tests.
export {
  initialSessionState,
  isSessionRefused,
  selectSessionChecked,
  selectUser,
  sessionChecked,
  sessionSlice,
  signedIn,
  signedOut,
  signingOut,
  SHELL_API_PATH,
  type SessionState,
} from '@nurse/host';
