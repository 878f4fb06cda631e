// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {FlaskLottery} from "../../src/lottery/FlaskLottery.sol";
import {IVRFCoordinatorV2Plus} from "../../src/lottery/interfaces/IVRFCoordinatorV2Plus.sol";
import {DevnetVRFCoordinator} from "../../src/lottery/testing/DevnetVRFCoordinator.sol";
import {FlaskToken} from "../../src/token/FlaskToken.sol";
import {TestToken} from "../../src/token/testing/TestToken.sol";
import {Test} from "../utils/Test.sol";

/// Drives the lottery through every role: players buy and claim (right and wrong brackets, twice),
/// the operator starts (any discount divisor and rewards breakdown within the bounds), closes and
/// draws, the coordinator answers (the right request or a stale one) or stays silent until anyone
/// cancels, buyers claim refunds (twice), the injector tops up, and the owner changes limits, prices,
/// addresses, the coordinator, asks for randomness again and recovers stray tokens. It keeps every
/// ticket it bought, to recount winners by brute force, and what each buyer paid per round.
contract LotteryHandler is Test {
    struct Ticket {
        uint256 id;
        address owner;
        uint32 number;
    }

    FlaskLottery public immutable lottery;
    FlaskToken public immutable flask;
    DevnetVRFCoordinator public immutable coordinator;
    address public immutable owner;
    address public immutable operator;
    address public immutable injector;
    TestToken public immutable stray;
    address[] public actors;

    mapping(uint256 lotteryId => Ticket[]) internal _tickets;
    mapping(uint256 lotteryId => uint256) public claimedIn;
    mapping(uint256 ticketId => bool) public ghostClaimed;
    uint256 public doubleClaims;
    uint256 public wrongBracketPaid;
    uint256 public lastDrawn;
    uint256 public ticketsBought;
    uint256 public prizesClaimed;
    mapping(uint256 lotteryId => mapping(address buyer => uint256)) public paidIn;
    mapping(uint256 lotteryId => uint256) public salesIn;
    /// Refunds paid other than exactly what the buyer paid (twice, or a wrong amount).
    uint256 public wrongRefunds;
    /// Draws whose treasury fee was not the fee on that round's sales.
    uint256 public wrongFees;
    /// Privileged calls that succeeded for the wrong caller (the operator retrying randomness).
    uint256 public wrongCallers;
    uint256[] public cancelledIds;
    uint256 public refundsClaimed;

    constructor(
        FlaskLottery lottery_,
        FlaskToken flask_,
        DevnetVRFCoordinator coordinator_,
        address owner_,
        address operator_,
        address injector_
    ) {
        lottery = lottery_;
        flask = flask_;
        coordinator = coordinator_;
        owner = owner_;
        operator = operator_;
        injector = injector_;
        stray = new TestToken("Stray", "STRAY", 18, address(this));
        for (uint256 i; i < 3; ++i) {
            actors.push(makeAddr(string.concat("player", vm.toString(i))));
        }
    }

    function ticketsOf(uint256 lotteryId) external view returns (Ticket[] memory) {
        return _tickets[lotteryId];
    }

    /// Moves the current round one step along its life (the order real keepers follow).
    function advance(uint256 seed, bool stale) external {
        uint256 lotteryId = lottery.currentLotteryId();
        FlaskLottery.Status status = lottery.viewLottery(lotteryId).status;
        if (lotteryId == 0 || status == FlaskLottery.Status.Claimable || status == FlaskLottery.Status.Cancelled) {
            this.start(seed, seed >> 64, seed >> 128);
        } else if (status == FlaskLottery.Status.Open) {
            this.close(8 days);
        } else {
            (uint256 requestId,) = lottery.randomRequests(lotteryId);
            (bool fulfilled,,,) = _requestState(requestId);
            if (!fulfilled) this.fulfil(seed, stale);
            try this.draw() {} catch {}
        }
    }

    function _requestState(uint256 requestId) private view returns (bool fulfilled, address, uint32, uint32) {
        (address consumer, uint32 numWords, uint32 gasLimit, bool done) = coordinator.requests(requestId);
        return (done, consumer, numWords, gasLimit);
    }

    function start(uint256 lengthSeed, uint256 priceSeed, uint256 feeSeed) external {
        uint256 endTime = block.timestamp + bound(lengthSeed, 1 minutes, 7 days);
        uint256 price = bound(priceSeed, lottery.minPriceTicketInFlask(), lottery.maxPriceTicketInFlask());
        // Discount divisors from the smallest to the largest allowed.
        uint256[4] memory divisors = [uint256(300), 2000, 77_777, 100_000];
        uint256 divisor = divisors[(feeSeed >> 32) % 4];
        // Arguments first: a call inside them would take the prank.
        vm.prank(operator);
        lottery.startLottery(endTime, price, divisor, _breakdown(lengthSeed >> 64), bound(feeSeed, 0, 3000));
    }

    /// The default breakdown, all to the jackpot, all to bracket 0, or a random split of 10,000.
    function _breakdown(uint256 seed) private pure returns (uint256[6] memory split) {
        uint256 kind = seed % 4;
        if (kind == 0) return [uint256(250), 375, 625, 1250, 2500, 5000];
        if (kind == 1) return [uint256(0), 0, 0, 0, 0, 10_000];
        if (kind == 2) return [uint256(10_000), 0, 0, 0, 0, 0];
        uint256 left = 10_000;
        for (uint256 i; i < 5; ++i) {
            split[i] = uint256(keccak256(abi.encode(seed, i))) % (left + 1);
            left -= split[i];
        }
        split[5] = left;
    }

    function buy(uint256 actorSeed, uint256 countSeed, uint256 numberSeed, uint256 prefixSeed) external {
        address actor = actors[actorSeed % actors.length];
        uint256 lotteryId = lottery.currentLotteryId();
        uint256 count = bound(countSeed, 1, 20);
        uint32[] memory numbers = new uint32[](count);
        for (uint256 i; i < count; ++i) {
            uint256 r = uint256(keccak256(abi.encode(numberSeed, i)));
            // Narrow numbers so winners and shared prefixes are common.
            numbers[i] = uint32(1_000_000 + (prefixSeed % 2 == 0 ? r % 1_000_000 : (r % 4) * 111_111));
        }
        if (flask.balanceOf(actor) < 1e22) flask.mint(actor, 1e22); // FLASK is capped: mint only what is needed
        vm.prank(actor);
        flask.approve(address(lottery), type(uint256).max);
        uint256 before = flask.balanceOf(actor);
        vm.prank(actor);
        try lottery.buyTickets(lotteryId, numbers) {
            (uint256[] memory ids,,,) = lottery.viewUserInfoForLotteryId(actor, lotteryId, 0, 10_000);
            paidIn[lotteryId][actor] += before - flask.balanceOf(actor);
            salesIn[lotteryId] += before - flask.balanceOf(actor);
            ticketsBought += count;
            for (uint256 i; i < count; ++i) {
                _tickets[lotteryId].push(Ticket(ids[ids.length - count + i], actor, numbers[i]));
            }
        } catch {}
    }

    function inject(uint256 amount, bool byOwner) external {
        address from = byOwner ? owner : injector;
        amount = bound(amount, 0, 1e21);
        flask.mint(from, amount);
        vm.prank(from);
        flask.approve(address(lottery), amount);
        uint256 lotteryId = lottery.currentLotteryId();
        vm.prank(from);
        lottery.injectFunds(lotteryId, amount);
    }

    function close(uint256 warpSeed) external {
        vm.warp(block.timestamp + bound(warpSeed, 0, 8 days));
        uint256 lotteryId = lottery.currentLotteryId();
        vm.prank(operator);
        lottery.closeLottery(lotteryId);
    }

    function fulfil(uint256 word, bool stale) external {
        uint256 lotteryId = lottery.currentLotteryId();
        (uint256 requestId,) = lottery.randomRequests(lotteryId);
        // A stale answer: an earlier request of the coordinator, never the current one.
        if (stale && requestId > 1) requestId = bound(word, 1, requestId - 1);
        uint256[] memory words = new uint256[](1);
        // Often a final number someone holds.
        Ticket[] storage tickets = _tickets[lotteryId];
        words[0] = tickets.length != 0 && word % 2 == 0
            ? uint256(tickets[word % tickets.length].number) - 1_000_000
            : word;
        coordinator.fulfillRandomWords(requestId, words);
    }

    /// Anyone may draw once the answer is in; the treasury gets the fee on the round's sales only.
    function draw() external {
        uint256 lotteryId = lottery.currentLotteryId();
        address treasury = lottery.treasury();
        uint256 before = flask.balanceOf(treasury);
        uint256 fee = lottery.viewLottery(lotteryId).treasuryFee;
        vm.prank(actors[lotteryId % actors.length]);
        lottery.drawFinalNumberAndMakeLotteryClaimable(lotteryId);
        if (flask.balanceOf(treasury) - before != salesIn[lotteryId] * fee / 10_000) ++wrongFees;
        lastDrawn = lotteryId;
    }

    /// The coordinator stays silent: time passes until anyone may cancel, and someone does.
    function cancel(uint256 warpSeed, uint256 actorSeed) external {
        vm.warp(block.timestamp + bound(warpSeed, 0, 3 days));
        uint256 lotteryId = lottery.currentLotteryId();
        vm.prank(actors[actorSeed % actors.length]);
        lottery.cancelLottery(lotteryId);
        cancelledIds.push(lotteryId);
    }

    /// A buyer (or anyone) claims back a cancelled round's tickets, then tries again.
    function claimRefund(uint256 actorSeed, uint256 lotterySeed) external {
        uint256 current = lottery.currentLotteryId();
        if (current == 0) return;
        // Mostly a cancelled round, sometimes any round.
        uint256 lotteryId = cancelledIds.length != 0 && lotterySeed % 4 != 0
            ? cancelledIds[lotterySeed % cancelledIds.length]
            : bound(lotterySeed, 1, current);
        address actor = actors[actorSeed % actors.length];
        for (uint256 attempt; attempt < 2; ++attempt) {
            uint256 before = flask.balanceOf(actor);
            vm.prank(actor);
            try lottery.claimRefund(lotteryId) {
                if (flask.balanceOf(actor) - before != paidIn[lotteryId][actor]) ++wrongRefunds;
                paidIn[lotteryId][actor] = 0; // a second refund would differ from 0
                ++refundsClaimed;
            } catch {}
        }
    }

    /// The owner asks again after the timeout; the operator must not be able to.
    function retry(uint256 warpSeed, bool byOwner) external {
        vm.warp(block.timestamp + bound(warpSeed, 0, 2 days));
        uint256 lotteryId = lottery.currentLotteryId();
        vm.prank(byOwner ? owner : operator);
        try lottery.retryRandomness(lotteryId) {
            if (!byOwner) ++wrongCallers;
        } catch {}
    }

    /// The owner re-sets the coordinator settings (same coordinator, other request settings).
    function ownerSetsVrf(uint256 seed) external {
        vm.prank(owner);
        lottery.setVrfSettings(
            FlaskLottery.VrfSettings({
                coordinator: coordinator,
                keyHash: bytes32(seed),
                subscriptionId: seed >> 8,
                requestConfirmations: uint16(bound(seed, 3, 200)),
                callbackGasLimit: 200_000,
                nativePayment: seed % 2 == 0
            })
        );
    }

    /// Claims up to ten of a round's tickets one by one, mostly with the bracket each wins.
    function claim(uint256 lotterySeed, uint256 ticketSeed, uint256 bracketSeed) external {
        uint256 current = lottery.currentLotteryId();
        if (current == 0) return;
        uint256 lotteryId = lotterySeed % 2 == 0 && lastDrawn != 0 ? lastDrawn : bound(lotterySeed, 1, current);
        Ticket[] storage tickets = _tickets[lotteryId];
        for (uint256 i; i < 10 && i < tickets.length; ++i) {
            _claimOne(lotteryId, tickets[(ticketSeed + i) % tickets.length], bracketSeed >> (i * 8));
        }
    }

    function _claimOne(uint256 lotteryId, Ticket memory ticket, uint256 bracketSeed) private {
        FlaskLottery.Lottery memory round = lottery.viewLottery(lotteryId);
        uint256 matched = round.finalNumber == 0
            ? 0
            : lottery.matchingDigits(uint256(ticket.number) - 1_000_000, uint256(round.finalNumber) - 1_000_000);
        // Mostly the right bracket; sometimes a wrong one.
        uint32 bracket = uint32(bracketSeed % 4 != 0 && matched != 0 ? matched - 1 : bracketSeed % 6);
        uint256[] memory ids = new uint256[](1);
        ids[0] = ticket.id;
        uint32[] memory brackets = new uint32[](1);
        brackets[0] = bracket;
        uint256 before = flask.balanceOf(ticket.owner);
        vm.prank(ticket.owner);
        try lottery.claimTickets(lotteryId, ids, brackets) {
            if (ghostClaimed[ticket.id]) ++doubleClaims;
            if (matched == 0 || bracket != matched - 1) ++wrongBracketPaid;
            ghostClaimed[ticket.id] = true;
            ++prizesClaimed;
            claimedIn[lotteryId] += flask.balanceOf(ticket.owner) - before;
        } catch {}
    }

    function ownerSetsLimits(uint256 maxTickets, uint256 minPrice, uint256 maxPrice) external {
        vm.prank(owner);
        lottery.setMaxNumberTicketsPerBuyOrClaim(bound(maxTickets, 20, 100));
        minPrice = bound(minPrice, 1, 10 ether);
        vm.prank(owner);
        lottery.setMinAndMaxTicketPriceInFlask(minPrice, bound(maxPrice, minPrice, 100 ether));
    }

    function ownerMovesTreasury(uint256 seed) external {
        vm.prank(owner);
        lottery.setOperatorAndTreasuryAndInjectorAddresses(
            operator, makeAddr(string.concat("treasury", vm.toString(seed % 3))), injector
        );
    }

    function ownerRecovers(uint256 amount) external {
        amount = bound(amount, 1, 1e24);
        stray.mint(address(lottery), amount);
        vm.prank(owner);
        lottery.recoverWrongTokens(IERC20(address(stray)), amount);
        vm.prank(owner);
        try lottery.recoverWrongTokens(IERC20(address(flask)), 1) {
            ++wrongBracketPaid; // the owner took FLASK: counted as a breach
        } catch {}
    }
}

contract FlaskLotteryInvariantTest is Test {
    FlaskLottery internal lottery;
    FlaskToken internal flask;
    LotteryHandler internal handler;

    function setUp() public {
        vm.warp(1_700_000_000);
        address owner = makeAddr("owner");
        address operator = makeAddr("operator");
        address injector = makeAddr("injector");
        flask = new FlaskToken(address(this));
        DevnetVRFCoordinator coordinator = new DevnetVRFCoordinator(address(this));
        lottery = new FlaskLottery(
            IERC20(address(flask)),
            FlaskLottery.VrfSettings({
                coordinator: IVRFCoordinatorV2Plus(address(coordinator)),
                keyHash: bytes32(0),
                subscriptionId: 0,
                requestConfirmations: 3,
                callbackGasLimit: 200_000,
                nativePayment: true
            }),
            0.1 ether,
            100 ether,
            owner,
            operator,
            makeAddr("treasury"),
            injector
        );
        handler = new LotteryHandler(lottery, flask, coordinator, owner, operator, injector);
        flask.grantRole(flask.MINTER_ROLE(), address(handler));
        coordinator.transferOwnership(address(handler));
        targetContract(address(handler));
    }

    /// FLASK held is exactly every prize drawn and unclaimed, every refund owed, the rollover, and the
    /// open round's pot.
    function invariant_solvent() public view {
        uint256 current = lottery.currentLotteryId();
        FlaskLottery.Lottery memory round = lottery.viewLottery(current);
        uint256 owed = lottery.unclaimedPrizes() + lottery.unclaimedRefunds() + lottery.pendingInjectionNextLottery();
        if (round.status == FlaskLottery.Status.Open || round.status == FlaskLottery.Status.Close) {
            owed += round.amountCollectedInFlask;
        }
        // Equal, not only at least: FLASK the rules leave stranded (a pot nobody can win or claim back) fails too.
        assertEq(flask.balanceOf(address(lottery)), owed, "FLASK held == owed");
    }

    /// No ticket paid twice, none paid for a bracket it did not win, no FLASK taken by the owner.
    function invariant_claimsFollowTheRules() public view {
        assertEq(handler.doubleClaims(), 0, "a ticket was paid twice");
        assertEq(handler.wrongBracketPaid(), 0, "a wrong bracket was paid");
    }

    /// A cancelled round's buyer gets back exactly what they paid, once; nobody else gets anything.
    function invariant_refundsAreExact() public view {
        assertEq(handler.wrongRefunds(), 0, "a refund differed from what was paid");
    }

    /// The treasury fee is the fee on the round's ticket sales, never on the carried pot or injections.
    function invariant_feeOnlyOnSales() public view {
        assertEq(handler.wrongFees(), 0, "a draw took a fee on more than the sales");
    }

    /// Only the owner asks for randomness again.
    function invariant_onlyOwnerRetries() public view {
        assertEq(handler.wrongCallers(), 0, "the operator asked for randomness again");
    }

    /// Each drawn round: winners recounted by brute force, prizes within each bracket's share,
    /// claims within the pot less the treasury fee.
    function invariant_drawsMatchTheTickets() public view {
        uint256 current = lottery.currentLotteryId();
        for (uint256 id = 1; id <= current; ++id) {
            FlaskLottery.Lottery memory round = lottery.viewLottery(id);
            if (round.status != FlaskLottery.Status.Claimable) continue;
            LotteryHandler.Ticket[] memory tickets = handler.ticketsOf(id);
            uint256[6] memory winners;
            for (uint256 i; i < tickets.length; ++i) {
                uint256 matched = lottery.matchingDigits(
                    uint256(tickets[i].number) - 1_000_000, uint256(round.finalNumber) - 1_000_000
                );
                if (matched != 0) ++winners[matched - 1];
            }
            uint256 sales = round.amountCollectedInFlask - round.amountInjectedInFlask;
            uint256 toShare = round.amountCollectedInFlask - sales * round.treasuryFee / 10_000;
            for (uint256 b; b < 6; ++b) {
                assertEq(round.countWinnersPerBracket[b], winners[b], "winners per bracket");
                assertLe(
                    round.flaskPerBracket[b] * winners[b],
                    toShare * round.rewardsBreakdown[b] / 10_000,
                    "bracket prizes within its share"
                );
            }
            assertLe(handler.claimedIn(id), toShare, "claims within the pot less the fee");
        }
    }
}
