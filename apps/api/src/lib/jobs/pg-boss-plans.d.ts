/** The two pg-boss 10 SQL builders `guardJobEnds` compares against (pg-boss ships no types for them). */
declare module "pg-boss/src/plans.js" {
  const plans: {
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
  };
  export default plans;
}
