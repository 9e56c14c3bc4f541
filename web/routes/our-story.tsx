export default function Page() {
  return <main><h1>our-story</h1></main>;
}
