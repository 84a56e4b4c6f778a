export * from "./association";
export * from "./membership";
export * from "./passwords";
export * from "./profile";
export * from "./roles";
export * from "./secure-link";
export * from "./slug";
