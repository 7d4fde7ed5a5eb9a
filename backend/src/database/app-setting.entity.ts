import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Values the server generates once and must keep across restarts and instances. */
@Entity('app_settings')
export class AppSettingEntity {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  key: string;

  @Column({ type: 'text' })
  value: string;
}
