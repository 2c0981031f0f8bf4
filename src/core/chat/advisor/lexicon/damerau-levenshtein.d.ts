declare module 'damerau-levenshtein' {
  interface Distance {
    steps: number;
    relative: number;
    similarity: number;
  }
  export default function damerauLevenshtein(left: string, right: string, limit?: number): Distance;
}
