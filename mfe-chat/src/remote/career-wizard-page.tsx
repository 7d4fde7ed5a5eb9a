import { remotePage } from '@nurse/host';
import { careerPlanApi } from '../features/career-wizard/api/career-plan-api';
import { CareerWizardScreen } from '../features/career-wizard/components/career-wizard-screen';
import '../features/career-wizard/career-wizard.css';

/** Exposed as `mfe_chat/CareerWizardPage`; the shell renders it at /career-wizard. */
export default remotePage(CareerWizardScreen, 'CareerWizardPage', { sessionApis: [careerPlanApi] });
