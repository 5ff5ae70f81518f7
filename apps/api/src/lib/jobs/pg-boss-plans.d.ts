/** The pg-boss 10 SQL builders `guardJobEnds` and `yieldingFetches` compare against (pg-boss ships no types for them). */
declare module "pg-boss/src/plans.js" {
  const plans: {
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
    fetchNextJob(
      schema: string,
    ): (options: { includeMetadata?: boolean; priority?: boolean; ignoreStartAfter?: boolean }) => string;
  };
  export default plans;
}
