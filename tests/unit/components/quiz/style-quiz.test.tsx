import { act, fireEvent, render, screen } from "@testing-library/react";
import "../../../setup/dom-polyfills";
import { StyleQuiz } from "@/components/quiz/style-quiz";
import { QUIZ_QUESTIONS, type Style } from "@/lib/quiz/index.shared";

function optionFor(questionIndex: number, style: Style) {
  const option = QUIZ_QUESTIONS[questionIndex]!.options.find((o) => o.style === style)!;
  return screen.getByRole("button", { name: new RegExp(option.label) });
}

describe("StyleQuiz", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows one question at a time with progress, and Previous disabled on the first", () => {
    render(<StyleQuiz />);
    expect(screen.getByText("Question 1 of 5", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByText("20% complete")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: QUIZ_QUESTIONS[0]!.prompt })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { pressed: false })).toHaveLength(4);
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("progressbar", { name: "Quiz progress" })).toBeInTheDocument();
  });

  it("records a click and advances after about 300 ms, moving focus to the new question", () => {
    render(<StyleQuiz />);
    fireEvent.click(optionFor(0, "farmhouse"));
    expect(optionFor(0, "farmhouse")).toHaveAttribute("aria-pressed", "true");
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByText("Question 1 of 5", { selector: "span" })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText("Question 2 of 5", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByText("40% complete")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: QUIZ_QUESTIONS[1]!.prompt })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled();

    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByText("Question 1 of 5", { selector: "span" })).toBeInTheDocument();
    // The earlier answer is still selected.
    expect(optionFor(0, "farmhouse")).toHaveAttribute("aria-pressed", "true");
  });

  it("shows the result about 500 ms after the last answer, with the quote link", () => {
    render(<StyleQuiz />);
    const answers: Style[] = ["modern", "traditional", "traditional", "modern", "eclectic"];
    answers.forEach((style, i) => {
      fireEvent.click(optionFor(i, style));
      act(() => jest.advanceTimersByTime(300));
    });
    expect(screen.queryByRole("heading", { name: "Modern Minimalist" })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    // Tie 2–2: modern appears first.
    const heading = screen.getByRole("heading", { level: 2, name: "Modern Minimalist" });
    expect(heading).toHaveFocus();
    expect(screen.getByRole("link", { name: "Get My Custom Quote" })).toHaveAttribute("href", "/?quote=true");
    expect(screen.getAllByRole("listitem").length).toBeGreaterThanOrEqual(12);

    fireEvent.click(screen.getByRole("button", { name: "Retake Quiz" }));
    expect(screen.getByText("Question 1 of 5", { selector: "span" })).toBeInTheDocument();
  });

  it("ignores further clicks while it is moving on", () => {
    render(<StyleQuiz />);
    fireEvent.click(optionFor(0, "modern"));
    fireEvent.click(optionFor(0, "eclectic"));
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByText("Question 2 of 5", { selector: "span" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(optionFor(0, "modern")).toHaveAttribute("aria-pressed", "true");
  });
});
