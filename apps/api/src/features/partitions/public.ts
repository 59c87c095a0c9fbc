export { partitionJobs } from './partitions.jobs';
export { ensureMonthPartitions, MONTH_PARTITIONED_TABLES } from './partitions.repository';
