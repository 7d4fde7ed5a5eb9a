import { Global, Module } from '@nestjs/common';
import { MetricsEndpointService } from './metrics-endpoint.service';
import { MetricsRegistry } from './metrics.registry';

/** Prometheus metrics for the API and the worker, served on METRICS_PORT when it is set. */
@Global()
@Module({
  providers: [MetricsRegistry, MetricsEndpointService],
  exports: [MetricsRegistry],
})
export class MetricsModule {}
