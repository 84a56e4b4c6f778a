export * from "./association";
export * from "./roles";
export * from "./slug";
