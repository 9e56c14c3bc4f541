export default function Page() {
  return <main><h1>about</h1></main>;
}
