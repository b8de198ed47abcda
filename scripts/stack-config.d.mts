export declare const root: string;
export declare const PROJECT_ID: string;
export declare const REGION: string;
export declare const ports: Record<
  'auth' | 'functions' | 'firestore' | 'hosting' | 'hub' | 'logging' | 'recognizer',
  number
>;
export declare const urls: {
  hosting: string;
  auth: string;
  function: string;
  firestoreHost: string;
  recognizer: string;
};
export declare const stackEnv: Record<string, string>;
export declare function portInUse(port: number): Promise<boolean>;
