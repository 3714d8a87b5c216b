// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/panels/game_form.h"

#include "studio/panels/examples.h"
#include "render/style.h"
#include "usercode/user_program.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <algorithm>

namespace gt {

namespace {
// The list's data for the code's entry: no game's id looks like it.
const QString kCodeEntry = QStringLiteral("\x01code");

} // namespace

GameForm::GameForm(QWidget* parent)
    : QWidget(parent)
    , m_errorColor(paletteById(QStringLiteral("default"))->chrome.errorText)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    addGameAndExample(layout);
    m_fieldsBox = new QWidget;
    m_fields = new QFormLayout(m_fieldsBox);
    m_fields->setContentsMargins(0, 4, 0, 4);
    m_fields->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    layout->addWidget(m_fieldsBox);
    m_codeHint = new QLabel;
    m_codeHint->setWordWrap(true);
    m_codeHint->hide();
    layout->addWidget(m_codeHint);
    addValuesRow(layout);

    m_memo = new QCheckBox;
    m_shortCircuit = new QCheckBox;
    layout->addWidget(m_memo);
    layout->addWidget(m_shortCircuit);

    m_solve = new QPushButton;
    setTexts();
    m_solve->setDefault(true);
    layout->addWidget(m_solve);
    m_reason = new QLabel;
    m_reason->setWordWrap(true);
    paintError(m_reason);
    layout->addWidget(m_reason);
    layout->addStretch(1);

    connectControls();
    rebuildFields();
    loadExample(0);
}

void GameForm::addGameAndExample(QVBoxLayout* layout)
{
    auto* top = new QFormLayout;
    top->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // Labels above the boxes: game titles and examples get the column's whole width.
    top->setRowWrapPolicy(QFormLayout::WrapAllRows);
    m_game = new CompactComboBox;
    for (const GameInfo& game : allGames()) {
        m_game->addItem(game.title, game.id);
        m_game->setItemData(
            m_game->count() - 1, CompactComboBox::withoutParenthesis(game.title), CompactComboBox::kShortTextRole);
    }
    m_gameLabel = new QLabel;
    m_gameLabel->setBuddy(m_game);
    top->addRow(m_gameLabel, m_game);
    m_examples = new CompactComboBox;
    m_exampleLabel = new QLabel;
    m_exampleLabel->setBuddy(m_examples);
    top->addRow(m_exampleLabel, m_examples);
    layout->addLayout(top);
}

// How the code's values read: what it declares with run.values, or another kind to try.
void GameForm::addValuesRow(QVBoxLayout* layout)
{
    auto* valuesRow = new QFormLayout;
    valuesRow->setContentsMargins(0, 0, 0, 0);
    valuesRow->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_values = new CompactComboBox;
    m_values->setObjectName(QStringLiteral("values-kind"));
    for (const ValueMeaning meaning : valueMeanings())
        m_values->addItem(QString(), valueMeaningId(meaning));
    m_valuesLabel = new QLabel;
    m_valuesLabel->setBuddy(m_values);
    valuesRow->addRow(m_valuesLabel, m_values);
    layout->addLayout(valuesRow);
}

void GameForm::connectControls()
{
    connect(m_game, &QComboBox::currentIndexChanged, this, [this] {
        rebuildFields();
        loadExample(0);
        validate();
        emit gameChanged(isCode());
    });
    connect(m_examples, &QComboBox::activated, this, &GameForm::loadExample);
    connect(m_values, &QComboBox::activated, this, [this](int index) {
        const std::optional<ValueMeaning> chosen = valueMeaningById(m_values->itemData(index).toString());
        const bool own = m_program && chosen == m_readValues.value_or(m_program->description.values);
        m_chosenValues = own ? std::nullopt : chosen;
        emit valuesChosen();
    });
    connect(m_memo, &QCheckBox::toggled, this, &GameForm::validate);
    connect(m_shortCircuit, &QCheckBox::toggled, this, &GameForm::validate);
    connect(m_solve, &QPushButton::clicked, this, [this] {
        if (m_problem.isEmpty() && !m_busy)
            emit solveRequested();
    });
}

QString GameForm::gameId() const
{
    return isCode() ? QString() : m_game->currentData().toString();
}

bool GameForm::isCode() const
{
    return m_game->currentData().toString() == kCodeEntry;
}

int GameForm::codeIndex() const
{
    return m_game->findData(kCodeEntry);
}

ParamText GameForm::params() const
{
    if (isCode() && !m_program)
        return m_codeParams;
    ParamText text;
    for (const auto& [name, edit] : m_edits)
        text[name] = edit->text();
    return text;
}

SolveOptions GameForm::options() const
{
    return {m_memo->isChecked(), m_shortCircuit->isChecked()};
}

std::optional<ValueMeaning> GameForm::chosenValues() const
{
    return m_chosenValues;
}

void GameForm::setChosenValues(std::optional<ValueMeaning> values)
{
    m_chosenValues = values;
    showValues();
}

void GameForm::setReadValues(ValueMeaning values)
{
    m_readValues = values;
    showValues();
}

void GameForm::showValues()
{
    const ValueMeaning shown
        = m_chosenValues.value_or(m_readValues.value_or(m_program ? m_program->description.values : ValueMeaning::MoverWins));
    m_values->setCurrentIndex(m_values->findData(valueMeaningId(shown)));
    const bool code = isCode();
    m_values->setVisible(code);
    m_valuesLabel->setVisible(code);
}

std::optional<SolveOptions> GameForm::chosenOptions() const
{
    if (isCode() && m_codeDefaultsPending)
        return std::nullopt;
    return options();
}

QLineEdit* GameForm::field(const QString& name) const
{
    const auto it = m_edits.find(name);
    return it == m_edits.end() ? nullptr : it->second;
}

void GameForm::setShortCircuit(bool on)
{
    m_shortCircuit->setChecked(on);
}

void GameForm::setRun(const QString& gameId, const ParamText& params, const SolveOptions& options)
{
    const int index = gameId.isEmpty() ? codeIndex() : m_game->findData(gameId);
    if (index < 0)
        return;
    if (gameId.isEmpty()) {
        m_program = nullptr; // the fields of an earlier compile are not these parameters'
        m_codeParams = params;
        m_codeParamsGiven = !params.empty();
        m_codeDefaultsPending = false; // the options given here stand
    }
    if (index != m_game->currentIndex()) {
        {
            const QSignalBlocker block(m_game);
            m_game->setCurrentIndex(index);
            rebuildFields();
        }
        emit gameChanged(isCode());
    }
    for (const auto& [name, edit] : m_edits) {
        const auto it = params.find(name);
        edit->setText(it == params.end() ? QString() : it->second);
    }
    m_memo->setChecked(options.memo);
    // Also while the box is disabled: it may belong to the previous game, and validate() enables
    // it for this one.
    m_shortCircuit->setChecked(options.shortCircuit);
    validate();
}

void GameForm::showCode(const QString& fileName)
{
    if (fileName != m_codeName) { // another file: its parameters and defaults are not known yet
        m_program = nullptr;
        m_codeParams.clear();
        m_codeParamsGiven = false;
        m_codeDefaultsPending = true;
        m_chosenValues.reset();
        m_readValues.reset();
    }
    m_codeName = fileName;
    if (codeIndex() < 0)
        m_game->addItem(QString(), kCodeEntry);
    setTexts();
    if (!isCode()) {
        const QSignalBlocker block(m_game);
        m_game->setCurrentIndex(codeIndex());
    }
    rebuildFields();
    validate();
    emit gameChanged(true);
}

void GameForm::renameCode(const QString& fileName)
{
    m_codeName = fileName;
    setTexts();
}

void GameForm::setUserProgram(std::shared_ptr<const UserProgram> program)
{
    const ParamText typed = m_codeParams;
    m_program = std::move(program);
    m_codeParams.clear();
    m_codeParamsGiven = false; // checked by the run that compiled it
    for (const ParamSpec& spec : m_program->description.params) {
        const auto it = typed.find(spec.name);
        m_codeParams[spec.name] = it == typed.end() ? spec.example : it->second;
    }
    setTexts();
    if (!isCode())
        return;
    rebuildFields();
    // Without a memo switch the program runs one way only: its own.
    if (m_codeDefaultsPending || !m_program->hasMemoSwitch) {
        m_memo->setChecked(m_program->description.memoDefault);
        m_shortCircuit->setChecked(m_program->description.shortCircuitDefault);
        m_codeDefaultsPending = false;
    }
    validate();
}

void GameForm::setCodeInput(QWidget* input)
{
    m_codeInput = input;
    auto* column = static_cast<QVBoxLayout*>(layout());
    column->insertWidget(column->indexOf(m_codeHint) + 1, input);
    // Shown or hidden only: rebuilding the fields would empty what the form holds.
    input->setVisible(isCode() && m_codeAsWritten);
}

void GameForm::setCodeAsWritten(bool asWritten)
{
    if (asWritten == m_codeAsWritten)
        return;
    m_codeAsWritten = asWritten;
    rebuildFields();
    validate();
}

void GameForm::setBusy(bool busy)
{
    m_busy = busy;
    validate();
}

void GameForm::setPalette(const Palette& palette)
{
    m_errorColor = palette.chrome.errorText;
    paintError(m_reason);
    for (auto& [name, label] : m_errors)
        paintError(label);
}

void GameForm::paintError(QLabel* label) const
{
    QPalette colours = label->palette();
    colours.setColor(QPalette::WindowText, m_errorColor);
    label->setPalette(colours);
}

void GameForm::rebuildFields()
{
    while (m_fields->rowCount() > 0)
        m_fields->removeRow(0);
    m_edits.clear();
    m_errors.clear();
    const bool code = isCode();
    m_examples->setVisible(!code);
    m_exampleLabel->setVisible(!code);
    m_codeHint->setVisible(code && !m_program && !m_codeAsWritten);
    if (m_codeInput)
        m_codeInput->setVisible(code && m_codeAsWritten);
    showValues();
    m_examples->clear();
    for (const ParamSpec& spec : paramSpecs()) {
        auto* edit = new QLineEdit;
        edit->setPlaceholderText(spec.example);
        edit->setToolTip(spec.describedLimits());
        edit->setAccessibleName(spec.name);
        auto* limits = new QLabel(spec.description + QStringLiteral(" · ") + spec.shortLimitsText());
        limits->setToolTip(spec.describedLimits());
        limits->setWordWrap(true);
        limits->setStyleSheet(QStringLiteral("color: palette(mid); font-size: small;"));
        auto* error = new QLabel;
        error->setWordWrap(true);
        paintError(error);
        error->hide();
        // The hint and the error under the field take the form's whole width: fewer lines in a
        // laptop's narrow dock.
        m_fields->addRow(QStringLiteral("%1:").arg(spec.name), edit);
        m_fields->addRow(limits);
        m_fields->addRow(error);
        edit->show(); // now, not when the layout gets to it: the field can take the focus at once
        limits->show();
        m_edits[spec.name] = edit;
        m_errors[spec.name] = error;
        connect(edit, &QLineEdit::textChanged, this, &GameForm::validate);
        connect(edit, &QLineEdit::returnPressed, m_solve, &QPushButton::click);
    }
    if (code) {
        const ParamText values = m_codeParams; // each setText below validates, which keeps m_codeParams
        for (const auto& [name, edit] : m_edits)
            edit->setText(values.count(name) ? values.at(name) : QString());
    }
    for (const Example& example : examplesFor(gameId()))
        m_examples->addItem(example.label);
    m_examples->widenPopupToItems();
}

void GameForm::loadExample(int index)
{
    const std::vector<Example> examples = examplesFor(gameId());
    if (index < 0 || index >= int(examples.size()))
        return;
    const Example& e = examples[std::size_t(index)];
    const std::unique_ptr<Game> game = createGame(e.gameId, e.params);
    m_shortCircuit->setEnabled(game->hasShortCircuit());
    setRun(e.gameId, e.params, game->hasShortCircuit() ? e.options : SolveOptions {e.options.memo, false});
}

std::vector<ParamSpec> GameForm::paramSpecs() const
{
    if (isCode())
        return m_program ? m_program->description.params : std::vector<ParamSpec> {};
    const std::optional<GameInfo> game = findGame(gameId());
    return game ? game->params : std::vector<ParamSpec> {};
}

// The game's own checks, as Solve would meet them.
void GameForm::checkParams()
{
    try {
        if (isCode() && !m_program) {
            m_shortCircuit->setEnabled(!m_codeAsWritten); // a gametree.h program's is unknown until it is compiled
            return;
        }
        const std::unique_ptr<Game> game = isCode() ? createUserGame(m_program, params()) : createGame(gameId(), params());
        m_shortCircuit->setEnabled(game->hasShortCircuit());
    } catch (const ParamError& error) {
        QString field;
        m_problem = fieldMessage(error, paramSpecs(), params(), &field);
        if (const auto it = m_errors.find(field); it != m_errors.end()) {
            it->second->setText(m_problem);
            it->second->show();
        }
    }
}

void GameForm::validate()
{
    for (auto& [name, label] : m_errors)
        label->hide();
    m_problem.clear();
    if (isCode() && m_program)
        m_codeParams = params();
    checkParams();
    updateSwitches();
    m_solve->setEnabled(m_problem.isEmpty() && !m_busy);
    if (!m_problem.isEmpty())
        m_reason->setText(tr("Solve is disabled: %1").arg(m_problem));
    else if (m_busy)
        m_reason->setText(tr("Solve is disabled while a run is being solved."));
    else
        m_reason->clear();
    m_reason->setVisible(!m_reason->text().isEmpty());
    showMatchingExample();
}

void GameForm::updateSwitches()
{
    // The program compiled last, while its text is what the form's entry stands for.
    const bool program = isCode() && m_program && bool(m_program->asWritten) == m_codeAsWritten;
    const QString memoRefusal = program ? memoSwitchRefusal(*m_program) : QString();
    m_memo->setEnabled(memoRefusal.isEmpty());
    // The reason is long: as rich text the tooltip wraps instead of running off the screen.
    m_memo->setToolTip(memoRefusal.isEmpty() ? tr("Store each state's value and answer repeated calls from the table")
                                             : QStringLiteral("<p>%1</p>").arg(memoRefusal.toHtmlEscaped()));
    m_shortCircuit->setToolTip(isCode() && m_codeAsWritten
            ? tr("A program traced as written has no short-circuit switch: its loops run as it wrote them")
            : tr("Return at the first move that decides the position"));
}

QString GameForm::fieldMessage(
    const ParamError& error, const std::vector<ParamSpec>& specs, const ParamText& params, QString* field)
{
    QString message = error.message();
    // The game's own rules (e.g. Stones' moves) throw without ParamError::param, after the flag.
    auto flagPrefix = [](const QString& name) {
        return QRegularExpression(QStringLiteral("^--%1\\s*[:\uFF1A]\\s*").arg(QRegularExpression::escape(name)));
    };
    const auto spec = std::find_if(specs.begin(), specs.end(), [&](const ParamSpec& s) {
        return error.param().isEmpty() ? flagPrefix(s.name).match(message).hasMatch() : s.name == error.param();
    });
    if (field)
        *field = spec == specs.end() ? QString() : spec->name;
    if (spec == specs.end())
        return message;
    const QRegularExpressionMatch flag = flagPrefix(spec->name).match(message);
    if (flag.hasMatch())
        return tr("%1: %2", "a field's name as its label shows it, then what is wrong with its value")
            .arg(spec->name, message.mid(flag.capturedLength()));
    if (params.find(spec->name) == params.end())
        return tr("%1: no value given; allowed: %2").arg(spec->name, spec->limitsText());
    // A translation that puts the flag elsewhere in the sentence: name the field there.
    return QString(message).replace(QStringLiteral("--") + spec->name, spec->name);
}

bool GameForm::matches(const Example& example) const
{
    if (example.gameId != gameId() || example.options.memo != m_memo->isChecked())
        return false;
    // Games without a short-circuit ignore the (disabled) box.
    if (m_shortCircuit->isEnabledTo(this) && example.options.shortCircuit != m_shortCircuit->isChecked())
        return false;
    return std::all_of(m_edits.begin(), m_edits.end(), [&](const auto& entry) {
        const auto it = example.params.find(entry.first);
        return entry.second->text().trimmed() == (it == example.params.end() ? QString() : it->second);
    });
}

void GameForm::showMatchingExample()
{
    const std::vector<Example> examples = examplesFor(gameId());
    const int count = int(examples.size());
    const auto found = std::find_if(examples.begin(), examples.end(), [this](const Example& e) { return matches(e); });
    const int match = int(found - examples.begin());
    // The custom entry exists only while no example matches: the box never names an example the
    // form no longer holds, and picking any example still loads it.
    const QSignalBlocker block(m_examples);
    if (match == count && m_examples->count() == count) {
        m_examples->addItem(tr("Custom parameters"));
        m_examples->widenPopupToItems();
    } else if (match < count && m_examples->count() > count)
        m_examples->removeItem(count);
    m_examples->setCurrentIndex(match);
}

void GameForm::setTexts()
{
    m_game->setPurpose(tr("The two-player game to solve"));
    m_gameLabel->setText(tr("&Game:"));
    m_examples->setPurpose(tr("Ready parameters, the seed articles' own first"));
    m_exampleLabel->setText(tr("&Example:"));
    m_memo->setText(tr("&Memo table"));
    m_shortCircuit->setText(tr("S&hort-circuit"));
    m_solve->setText(tr("&Solve"));
    m_codeHint->setText(tr("Solve compiles your code; the parameters it declares then appear here."));
    m_valuesLabel->setText(tr("&Values:"));
    m_values->setPurpose(tr("How your code's values read: what it declares with run.values, or another kind; changing "
                            "it solves again"));
    for (int i = 0; i < m_values->count(); ++i)
        if (const std::optional<ValueMeaning> meaning = valueMeaningById(m_values->itemData(i).toString()))
            m_values->setItemText(i, valueMeaningTitle(*meaning));
    if (const int index = codeIndex(); index >= 0) {
        const QString title = m_program && !m_program->description.title.isEmpty() ? m_program->description.title : m_codeName;
        m_game->setItemText(index, tr("Your code: %1").arg(title));
    }
    m_game->widenPopupToItems();
    m_values->widenPopupToItems();
}

// Another language: every text again, with what the user typed kept.
void GameForm::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    setTexts();
    const std::vector<GameInfo> games = allGames();
    for (int i = 0; i < m_game->count() && i < int(games.size()); ++i)
        m_game->setItemText(i, games[std::size_t(i)].title);
    const ParamText typed = params();
    const SolveOptions chosen = options();
    rebuildFields();
    if (isCode()) // its fields are filled again from what was typed, which the form keeps
        validate();
    else
        setRun(gameId(), typed, chosen);
}

} // namespace gt
