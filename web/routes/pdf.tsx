export default function Page() {
  return <main><h1>pdf</h1></main>;
}
