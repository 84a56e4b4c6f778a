export * from "./association";
export * from "./roles";
