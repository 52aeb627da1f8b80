// TypeORM entities of every context (read models that prefer a repository to raw SQL).
export const ENTITIES: Function[] = [];
