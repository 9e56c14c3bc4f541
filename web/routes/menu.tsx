export default function Page() {
  return <main><h1>menu</h1></main>;
}
