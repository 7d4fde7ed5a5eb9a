/** A jest setup file: each worker's suites use that worker's database and Redis (worker-services.ts). */
import { useWorkerServices } from './worker-services';

useWorkerServices();
