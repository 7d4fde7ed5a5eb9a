import { startS3TestServer } from '../../../test/support/s3-test-server';
import { loadConfig } from '../../config/app-config';
import { describeFileStorageContract } from './file-storage-contract';
import { S3FileStorage, s3ClientFor } from './s3-file-storage';

describeFileStorageContract('S3-compatible', async () => {
  const server = await startS3TestServer('contract-bucket');
  const { objectStorage } = loadConfig(server.env);
  const storage = new S3FileStorage(s3ClientFor(objectStorage!), objectStorage!.bucket);
  return {
    storage,
    dispose: async () => {
      await storage.close();
      await server.stop();
    },
  };
});
