import { remotePage } from '@nurse/host';
import { WalletScreen } from '../features/wallet/components/wallet-screen';
import { walletApi } from '../features/wallet/api/wallet-api';
import '../features/shared/profile-layout.css';

/** Exposed as `mfe_profile/WalletPage`; the shell renders it at /wallet. Its calls run on her session. */
export default remotePage(WalletScreen, 'WalletPage', { sessionApis: [walletApi] });
